/** Every cached query of the badges domain lives under ['badges', ...]. */
export const badgeKeys = {
  all: ['badges'] as const,
  member: (userId: number) => ['badges', 'member', userId] as const,
  myRequests: ['badges', 'requests'] as const,
};
