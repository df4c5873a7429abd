import type { AdminUserListItem } from '@common/schemas/admin';
import { useKeysetList } from '@/lib/use-keyset-list';
import { adminKeys } from './keys';

/**
 * GET /api/admin/users?q=: every member, newest first, filtered by username, name or e-mail; each
 * says whether the viewer may remove their admin role (decision 0038).
 */
export const useAdminUsers = (q: string) =>
  useKeysetList<AdminUserListItem>(adminKeys.users(q), '/api/admin/users', { params: { q }, keepPrevious: true });
