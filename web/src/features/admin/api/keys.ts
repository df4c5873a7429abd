/** Every cached admin query lives under ['admin', ...], so one action can refresh what it changed. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  allUsers: ['admin', 'users'] as const,
  posts: (q: string) => ['admin', 'posts', q] as const,
  allPosts: ['admin', 'posts'] as const,
  post: (id: number) => ['admin', 'post', id] as const,
  workoutPlans: (q: string) => ['admin', 'workout-plans', q] as const,
  mealPlans: (q: string) => ['admin', 'meal-plans', q] as const,
  reports: (status: string) => ['admin', 'reports', status] as const,
  allReports: ['admin', 'reports'] as const,
  audit: ['admin', 'audit'] as const,
  badgeRequests: (status: string) => ['admin', 'badge-requests', status] as const,
};
