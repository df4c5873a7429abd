import { localIsoDate } from '@common/fitness/dates';

/** Every workouts query starts with 'workouts', so a change to plans or logs refreshes them all at once. */
export const workoutKeys = {
  all: ['workouts'] as const,
  exercises: () => ['workouts', 'exercises'] as const,
  favouriteExercises: () => ['workouts', 'exercises', 'favourites'] as const,
  recentExercises: () => ['workouts', 'exercises', 'recent'] as const,
  lastSets: (exerciseIds: readonly number[], scope: object) => ['workouts', 'last-sets', exerciseIds, scope] as const,
  myPlans: () => ['workouts', 'plans', 'mine'] as const,
  recommended: () => ['workouts', 'plans', 'recommended'] as const,
  discover: () => ['workouts', 'plans', 'discover'] as const,
  userPlans: (userId: number) => ['workouts', 'plans', 'user', userId] as const,
  plan: (id: number) => ['workouts', 'plans', 'one', id] as const,
  activePlan: () => ['workouts', 'plans', 'active'] as const,
  suggestions: (filters: object) => ['workouts', 'suggestions', filters] as const,
  logs: () => ['workouts', 'logs'] as const,
  calendar: (from: string, to: string) => ['workouts', 'calendar', from, to] as const,
  progress: (weeks: number | 'all') => ['workouts', 'progress', weeks] as const,
  records: () => ['workouts', 'records'] as const,
  activity: (userId: number) => ['workouts', 'activity', userId] as const,
  goals: (userId: number) => ['workouts', 'goals', userId] as const,
};

/** `today=<the member's local date>`: the server counts today and this week in the member's calendar. */
export function todayParam(): string {
  return `today=${localIsoDate()}`;
}
