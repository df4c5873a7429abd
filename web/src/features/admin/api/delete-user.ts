import { ADMIN_TOASTS } from '@common/admin-texts';
import type { AdminUser } from '@common/schemas/admin';
import { api } from '@/lib/api-client';
import { displayName } from './set-admin-role';
import { useAdminAction } from './use-admin-action';

/** DELETE /api/admin/users/{id}: the account and everything it holds (posts, media, messages). */
export const useDeleteUser = () =>
  useAdminAction((user: AdminUser) => api.delete(`/api/admin/users/${user.id}`), {
    success: (user) => ADMIN_TOASTS.deletedUser(displayName(user)),
    refreshes: () => ['posts'],
  });
