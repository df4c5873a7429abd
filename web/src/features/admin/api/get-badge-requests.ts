import type { BadgeRequest, BadgeRequestStatus } from '@common/schemas/badges';
import { useKeysetList } from '@/lib/use-keyset-list';
import { adminKeys } from './keys';

/** GET /api/admin/badge-requests?status=: the verification queue, newest first. */
export const useBadgeRequests = (status: BadgeRequestStatus) =>
  useKeysetList<BadgeRequest>(adminKeys.badgeRequests(status), '/api/admin/badge-requests', { params: { status } });
