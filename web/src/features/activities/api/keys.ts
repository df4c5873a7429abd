/** Query keys of the activities feature; `['activities']` covers them all. */
export const activityKeys = {
  all: ['activities'] as const,
  list: ['activities', 'list'] as const,
  detail: (id: number) => ['activities', 'detail', id] as const,
  records: ['activities', 'records'] as const,
  totals: (period: string) => ['activities', 'totals', period] as const,
  zones: ['activities', 'zones'] as const,
  tokens: ['activities', 'tokens'] as const,
};
