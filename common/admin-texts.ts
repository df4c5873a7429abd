// Visible texts of admin, reports and blocks (spec sections 2 Admin Dashboard, 8 Access Denied).
// Texts the spec leaves open are ours.

import { MODERATION_LIMITS } from './moderation-limits';

export const ADMIN_MESSAGES = {
  accessDenied: 'You do not have permission to access the admin area.',
  lastAdmin: 'At least one admin must remain. Make another member an admin first.',
  seniorAdmin: 'You can remove the admin role only from admins made after you.',
  notYourself: 'You cannot do that to your own account here.',
  adminNotSuspendable: 'Revoke admin rights before suspending or deleting an admin.',
  // The Users tab's one line for an admin made before the viewer, rather than both the messages
  // above (seniorAdmin, adminNotSuspendable) stacked in a phone's narrow row.
  seniorAdminKept: 'Admin before you: you cannot revoke, suspend or delete them.',
  userNotFound: 'User not found',
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  reportNotFound: 'Report not found',
  reportClosed: 'This report has already been handled',
  suspendedNotPromotable: 'Unsuspend this member before making them an admin.',
  nothingToSuspend: 'There is no member to suspend for this report.',
} as const;

export const ADMIN_TOASTS = {
  madeAdmin: (name: string) => `${name} is now an admin`,
  revokedAdmin: (name: string) => `${name} is no longer an admin`,
  suspended: (name: string) => `${name} has been suspended`,
  unsuspended: (name: string) => `${name} can sign in again`,
  deletedUser: (name: string) => `${name}'s account was deleted`,
  revokedTrainer: (name: string) => `${name} is no longer a certified trainer`,
  grantedTrainer: (name: string) => `${name} is now a certified trainer`,
  deletedPost: 'Post deleted',
  deletedComment: 'Comment deleted',
  reportResolved: 'Report resolved',
  reportDismissed: 'Report dismissed',
  defaultPlanCreated: 'Default plan created',
  actionFailed: 'That did not work. Please try again.',
} as const;

export const MODERATION_MESSAGES = {
  targetTypeInvalid: 'Choose what you are reporting: a post, a comment or a member',
  targetIdInvalid: 'targetId must be an id',
  reasonRequired: 'Please choose a reason',
  detailsTooLong: `Details must be at most ${MODERATION_LIMITS.detailsMax} characters`,
  targetNotFound: 'That post, comment or member no longer exists',
  cannotReportSelf: 'You cannot report yourself',
  cannotBlockSelf: 'You cannot block yourself',
  blockedMessage: 'You cannot message this member',
  blockedFollow: 'You cannot follow this member',
} as const;

export const MODERATION_TOASTS = {
  reported: 'Thanks for letting us know',
  reportedDescription: 'An admin will review your report.',
  blocked: (name: string) => `You blocked ${name}`,
  blockedDescription: 'You will no longer see each other.',
  unblocked: (name: string) => `You unblocked ${name}`,
  failed: 'That did not work. Please try again.',
} as const;
