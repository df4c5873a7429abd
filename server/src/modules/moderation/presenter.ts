import type { BlockedMember, BlockState, ReportReceipt } from '@common/schemas/moderation';
import { presentUserSummary } from '../users';
import type { BlockedMemberRow } from './blocks-repository';
import type { ReportReceiptRow } from './reports-repository';

export function presentReceipt(row: ReportReceiptRow): ReportReceipt {
  return { id: row.id, status: row.status };
}

export function presentBlockedMember(row: BlockedMemberRow): BlockedMember {
  return { ...presentUserSummary(row), blockedAt: row.blocked_at.toISOString() };
}

export function presentBlockState(userId: number, blocked: boolean): BlockState {
  return { userId, blocked };
}
