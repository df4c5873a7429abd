import { ADMIN_TOASTS } from '@common/admin-texts';
import type { AdminUser } from '@common/schemas/admin';
import { api } from '@/lib/api-client';
import { useAdminAction } from './use-admin-action';

interface Vars {
  user: AdminUser;
  admin: boolean;
}

/** POST|DELETE /api/admin/users/{id}/admin: make or revoke an admin (409 keeps the last admin). */
export const useSetAdminRole = () =>
  useAdminAction(
    ({ user, admin }: Vars) =>
      admin ? api.post(`/api/admin/users/${user.id}/admin`) : api.delete(`/api/admin/users/${user.id}/admin`),
    { success: ({ user, admin }) => (admin ? ADMIN_TOASTS.madeAdmin : ADMIN_TOASTS.revokedAdmin)(displayName(user)) },
  );

export const displayName = (user: Pick<AdminUser, 'name' | 'username'>) => user.name || user.username;
