import type { AdminUser } from '@common/schemas/admin';
import { useKeysetList } from '@/lib/use-keyset-list';
import { adminKeys } from './keys';

/** GET /api/admin/users?q=: every member, newest first, filtered by username, name or e-mail. */
export const useAdminUsers = (q: string) =>
  useKeysetList<AdminUser>(adminKeys.users(q), '/api/admin/users', { params: { q }, keepPrevious: true });
