/** Query keys of the challenges feature; `['challenges']` covers them all. */
export const challengeKeys = {
  all: ['challenges'] as const,
  list: (q: string) => ['challenges', 'list', q] as const,
  mine: ['challenges', 'mine'] as const,
  detail: (id: number) => ['challenges', 'detail', id] as const,
  board: (id: number) => ['challenges', 'board', id] as const,
};
