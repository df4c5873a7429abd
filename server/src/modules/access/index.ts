// Access (issue 31): who may see and change what, in one place. Policies read it; repositories use
// its SQL conditions, generated from the same definitions as its TypeScript checks.
export {
  AUDIENCE,
  allows,
  allowsGivenFriendSql,
  allowsSql,
  RELATIONS,
  type Relation,
  settingSql,
} from './audience';
export { blockBetweenSql, blockedIdsSql, notBlockedSql } from './blocks';
export { assertActionableMember } from './member-actions';
export { can, type Owned, ownsOrAdmin, refuseNotYours } from './not-yours';
export { relationBetween, relationFrom } from './relation';
export { remoteAccountBlockedSql, remoteAccountSeenSql, remoteNewsSeenSql } from './remote-accounts';
export { hiddenMemberIdsSql, SUSPENDED_IDS_SQL, shownMemberSql } from './shown-members';
export { type Viewer, viewerOf } from './viewer';
