/** Every cached query of the people domain lives under ['people', ...], so a follow can refresh them together. */
export const peopleKeys = {
  all: ['people'] as const,
  profile: (key: string) => ['people', 'profile', key.toLowerCase()] as const,
  profiles: ['people', 'profile'] as const,
  counts: (userId: number) => ['people', 'counts', userId] as const,
  allCounts: ['people', 'counts'] as const,
  follows: (direction: 'following' | 'followers') => ['people', 'follows', direction] as const,
  allFollows: ['people', 'follows'] as const,
  search: (q: string) => ['people', 'search', q] as const,
  allSearches: ['people', 'search'] as const,
  suggested: (limit: number) => ['people', 'suggested', limit] as const,
  allSuggested: ['people', 'suggested'] as const,
  settings: ['people', 'settings'] as const,
};
