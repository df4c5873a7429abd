import type { MealPlan } from '@common/schemas/meals';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useKeysetList } from '@/lib/use-keyset-list';

// Reading meal plans: the member's own (Saved Plans), their count, the recommended ones, the
// active one (dashboard) and another member's (profile Fitness tab).

export const mealPlanKeys = {
  all: ['meal-plans'] as const,
  own: ['meal-plans', 'own'] as const,
  count: ['meal-plans', 'count'] as const,
  curated: ['meal-plans', 'curated'] as const,
  active: ['meal-plans', 'active'] as const,
  ofUser: (userId: number) => ['meal-plans', 'user', userId] as const,
};

export function useOwnMealPlans() {
  return useKeysetList<MealPlan>(mealPlanKeys.own, '/api/meal-plans', { limit: 10 });
}

export function useMealPlanCount() {
  return useQuery({
    queryKey: mealPlanKeys.count,
    queryFn: ({ signal }) => api.get<{ count: number }>('/api/meal-plans/count', { signal }),
  });
}

export function useCuratedMealPlans() {
  return useKeysetList<MealPlan>(mealPlanKeys.curated, '/api/meal-plans/curated', { limit: 6 });
}

export function useActiveMealPlan() {
  return useQuery({
    queryKey: mealPlanKeys.active,
    queryFn: ({ signal }) => api.get<MealPlan | null>('/api/meal-plans/active', { signal }),
  });
}

export function useUserMealPlans(userId: number, options: { enabled?: boolean } = {}) {
  return useKeysetList<MealPlan>(mealPlanKeys.ofUser(userId), `/api/meal-plans/user/${userId}`, {
    limit: 10,
    ...options,
  });
}
