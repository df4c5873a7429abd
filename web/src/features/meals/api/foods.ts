import { MEAL_TOASTS } from '@common/meals-texts';
import type { Food, FoodBody } from '@common/schemas/meal-foods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/refresh-after-write';
import { useKeysetList } from '@/lib/use-keyset-list';

export const foodKeys = { search: ['foods'] as const };

/** GET /api/foods?q=: starter foods and the member's own, names starting with q first. */
export function useFoodSearch(q: string) {
  return useKeysetList<Food>(foodKeys.search, '/api/foods', { limit: 8, params: { q } });
}

/** Adds a private food; field errors (409 name taken) are left to the form. */
export function useCreateFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FoodBody) => api.post<Food>('/api/foods', body),
    onSuccess: (food) => {
      toast({ title: MEAL_TOASTS.foodCreated, description: food.name, variant: 'success' });
      return refreshAfterWrite(queryClient, foodKeys.search);
    },
  });
}
