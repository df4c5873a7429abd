import { ADMIN_TOASTS } from '@common/admin-texts';
import type { AdminUser } from '@common/schemas/admin';
import { api } from '@/lib/api-client';
import { displayName } from './set-admin-role';
import { useAdminAction } from './use-admin-action';

interface Vars {
  user: AdminUser;
  trainer: boolean;
}

/** POST|DELETE /api/admin/users/{id}/trainer: grant or revoke the Certified Trainer badge (it closes a waiting request). */
export const useSetTrainer = () =>
  useAdminAction(
    ({ user, trainer }: Vars) =>
      trainer ? api.post(`/api/admin/users/${user.id}/trainer`) : api.delete(`/api/admin/users/${user.id}/trainer`),
    {
      success: ({ user, trainer }) =>
        (trainer ? ADMIN_TOASTS.grantedTrainer : ADMIN_TOASTS.revokedTrainer)(displayName(user)),
      // The same decision as the badge queue: the member's badges and profile change too.
      refreshes: () => ['people', 'badges'],
    },
  );
