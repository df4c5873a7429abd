import { ADMIN_TOASTS } from '@common/admin-texts';
import { api } from '@/lib/api-client';
import { useAdminAction } from './use-admin-action';

export type PlanKind = 'workout' | 'meal';

/** POST /api/admin/workout-plans/default | /api/admin/meal-plans/default: 'Create a Default Plan'. */
export const useCreateDefaultPlan = () =>
  useAdminAction((kind: PlanKind) => api.post(`/api/admin/${kind}-plans/default`), {
    success: () => ADMIN_TOASTS.defaultPlanCreated,
    refreshes: (kind) => [kind === 'workout' ? 'workouts' : 'meal-plans'],
  });
