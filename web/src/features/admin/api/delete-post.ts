import { ADMIN_TOASTS } from '@common/admin-texts';
import { api } from '@/lib/api-client';
import { useAdminAction } from './use-admin-action';

/** DELETE /api/admin/posts/{id}: removes any member's post (audited). */
export const useAdminDeletePost = () =>
  useAdminAction((postId: number) => api.delete(`/api/admin/posts/${postId}`), {
    success: () => ADMIN_TOASTS.deletedPost,
    refreshes: () => ['posts'],
  });
