/** Query keys of the clubs feature; `['clubs']` covers them all. */
export const clubKeys = {
  all: ['clubs'] as const,
  list: (q: string) => ['clubs', 'list', q] as const,
  mine: ['clubs', 'mine'] as const,
  suggested: ['clubs', 'suggested'] as const,
  atGym: (gymId: number) => ['clubs', 'gym', gymId] as const,
  detail: (id: number) => ['clubs', 'detail', id] as const,
  members: (id: number) => ['clubs', 'members', id] as const,
  requests: (id: number) => ['clubs', 'requests', id] as const,
  invitations: (id: number) => ['clubs', 'invitations', id] as const,
  posts: (id: number) => ['clubs', 'posts', id] as const,
  events: (id: number) => ['clubs', 'events', id] as const,
  here: (gymId: number) => ['clubs', 'here', gymId] as const,
  myCheckIn: ['clubs', 'check-in'] as const,
};
