import type { WorkoutPlan, WorkoutPlanSummary, WorkoutSuggestion } from '@common/schemas/workouts';
import type { WorkoutFilterGoal, WorkoutLevel } from '@common/vocab';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { keysetListOptions, useKeysetList } from '@/lib/use-keyset-list';
import { workoutKeys } from './keys';

export interface PlanFilters {
  level?: WorkoutLevel;
  goal?: WorkoutFilterGoal;
}

/** GET /api/workout-plans: My Plans, keyset-paged, filtered. */
export function useMyPlans(filters: PlanFilters) {
  return useKeysetList<WorkoutPlanSummary>(workoutKeys.myPlans(), '/api/workout-plans', { params: { ...filters } });
}

/** My Plans unfiltered (the tab's count on the first screen), to fetch while the page's code downloads. */
export const myPlansListOptions = () =>
  keysetListOptions<WorkoutPlanSummary>(workoutKeys.myPlans(), '/api/workout-plans', { params: {} });

/** GET /api/workout-plans/recommended: the Recommended tab. */
export function useRecommendedPlans(filters: PlanFilters) {
  return useKeysetList<WorkoutPlanSummary>(workoutKeys.recommended(), '/api/workout-plans/recommended', {
    params: { ...filters },
  });
}
/** The Recommended tab's query unfiltered, to fetch while the page's code downloads. */
export const recommendedListOptions = () =>
  keysetListOptions<WorkoutPlanSummary>(workoutKeys.recommended(), '/api/workout-plans/recommended', { params: {} });

/** GET /api/workout-plans/discover: recommended and other members' visible plans (Explore, search). */
export function useDiscoverPlans(options: { q?: string; community?: boolean; enabled?: boolean; limit?: number }) {
  return useKeysetList<WorkoutPlanSummary>(workoutKeys.discover(), '/api/workout-plans/discover', {
    enabled: options.enabled,
    limit: options.limit,
    params: { q: options.q, community: options.community ? 'true' : undefined },
  });
}

/** GET /api/users/{id}/workout-plans: a member's plans on their profile. */
export function useUserPlans(userId: number, options: { enabled?: boolean } = {}) {
  return useKeysetList<WorkoutPlanSummary>(
    workoutKeys.userPlans(userId),
    `/api/users/${userId}/workout-plans`,
    options,
  );
}

/** GET /api/workout-plans/{id}: one plan with its weekly schedule. */
export function usePlan(id: number | null) {
  return useQuery({
    queryKey: workoutKeys.plan(id ?? 0),
    queryFn: ({ signal }) => api.get<WorkoutPlan>(`/api/workout-plans/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** GET /api/workout-plans/active: the plan Today's Workout follows, or null. */
export const activePlanOptions = () =>
  queryOptions({
    queryKey: workoutKeys.activePlan(),
    queryFn: ({ signal }) => api.get<WorkoutPlan | null>('/api/workout-plans/active', { signal }),
  });
export function useActivePlan() {
  return useQuery(activePlanOptions());
}

/** GET /api/workout-suggestions: curated suggestions with the spec's fields. */
export function useSuggestions(filters: PlanFilters & { limit?: number }) {
  const search = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== undefined) as [string, string][]);
  return useQuery({
    queryKey: workoutKeys.suggestions(filters),
    queryFn: ({ signal }) => api.get<WorkoutSuggestion[]>(`/api/workout-suggestions?${search}`, { signal }),
  });
}
