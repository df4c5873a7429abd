import { ADMIN_TOASTS } from '@common/admin-texts';
import type { AdminUser } from '@common/schemas/admin';
import { api } from '@/lib/api-client';
import { displayName } from './set-admin-role';
import { useAdminAction } from './use-admin-action';

type Vars = { user: AdminUser; suspend: true; reason?: string } | { user: AdminUser; suspend: false };

/** POST /api/admin/users/{id}/suspend {reason?} ends the member's sessions; DELETE lifts it. */
export const useSuspendUser = () =>
  useAdminAction(
    (vars: Vars) =>
      vars.suspend
        ? api.post(`/api/admin/users/${vars.user.id}/suspend`, vars.reason ? { reason: vars.reason } : {})
        : api.delete(`/api/admin/users/${vars.user.id}/suspend`),
    { success: (vars) => (vars.suspend ? ADMIN_TOASTS.suspended : ADMIN_TOASTS.unsuspended)(displayName(vars.user)) },
  );
