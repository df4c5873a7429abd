import type { AdminPost } from '@common/schemas/admin';
import { useKeysetList } from '@/lib/use-keyset-list';
import { adminKeys } from './keys';

/** GET /api/admin/posts?q=: every post whatever its audience, newest first, filtered by content. */
export const useAdminPosts = (q: string) =>
  useKeysetList<AdminPost>(adminKeys.posts(q), '/api/admin/posts', { params: { q }, keepPrevious: true });
