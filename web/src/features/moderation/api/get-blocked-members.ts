import type { BlockedMember } from '@common/schemas/moderation';
import { useKeysetList } from '@/lib/use-keyset-list';
import { moderationKeys } from './keys';

/** GET /api/blocks: the members the signed-in member blocked, newest block first. */
export const useBlockedMembers = (enabled = true) =>
  useKeysetList<BlockedMember>(moderationKeys.blocks, '/api/blocks', { enabled });
