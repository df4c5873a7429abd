import { MODERATION_MESSAGES } from '@common/admin-texts';
import { badRequest } from '../../lib/http-errors';

// Who may report or block whom (issue 9). Whether the target exists and is visible is the
// repositories' part; these are the rules about the caller.

/** Nobody reports themself or their own post or comment. */
export function assertNotOwnTarget(reporterId: number, targetUserId: number): void {
  if (reporterId === targetUserId) {
    throw badRequest(MODERATION_MESSAGES.cannotReportSelf, { targetId: MODERATION_MESSAGES.cannotReportSelf });
  }
}

/** Nobody blocks themself. */
export function assertNotSelfBlock(blockerId: number, blockedId: number): void {
  if (blockerId === blockedId) {
    throw badRequest(MODERATION_MESSAGES.cannotBlockSelf, { userId: MODERATION_MESSAGES.cannotBlockSelf });
  }
}
