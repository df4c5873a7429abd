import { BADGES, type BadgeId } from './badges/catalog';
import { BADGE_LIMITS } from './badges-limits';

// Visible texts of the badges domain (ours: the spec has a self-declared checkbox, DECISIONS D11
// replaces it with a request an admin decides).

export const BADGE_MESSAGES = {
  claimNotSelfService: (badge: BadgeId) =>
    `${BADGES[badge].label} is granted by an admin after checking it. Request verification from Edit Profile.`,
  earnedNotGrantable: (badge: BadgeId) =>
    `${BADGES[badge].label} is earned by activity: FitCircle grants it when you earn it.`,
  profileCannotSetBadges: 'Badges are not set from the profile. Request verification from Edit Profile instead.',
  alreadyHeld: (badge: BadgeId) => `You already hold the ${BADGES[badge].label} badge.`,
  alreadyPending: (badge: BadgeId) => `Your request for ${BADGES[badge].label} is already waiting for an admin.`,
  requestNotFound: 'Request not found',
  requestDecided: 'This request was already decided.',
  ownRequest: 'Another admin must decide your own request.',
  badgeUnknown: 'Choose a badge from the list',
  noteMax: `The note must be at most ${BADGE_LIMITS.noteMax} characters`,
  linkInvalid: 'The link must be a web address starting with http:// or https://',
  linkMax: `The link must be at most ${BADGE_LIMITS.linkMax} characters`,
  reasonMax: `The reason must be at most ${BADGE_LIMITS.reasonMax} characters`,
  userNotFound: 'User not found',
} as const;

export const BADGE_TEXTS = {
  requestVerification: 'Request verification',
  verificationTitle: 'Verified badges',
  verificationHint:
    'A badge that says something about you, such as Certified Trainer, is shown once an admin has checked it. Add a note or a link to your certificate to help them.',
  noteLabel: 'Note for the admin (optional)',
  linkLabel: 'Link to a certificate or profile (optional)',
  pending: 'Waiting for an admin',
  granted: 'Verified',
  refused: 'Refused',
  withdraw: 'Withdraw request',
  profileBadges: 'Badges',
  queueEmpty: 'No requests waiting. All clear!',
} as const;

/** A request's status as the admin queue says it. */
export const BADGE_REQUEST_STATUS_LABELS = {
  pending: 'Waiting',
  granted: 'Granted',
  refused: 'Refused',
  withdrawn: 'Withdrawn',
} as const;

export const BADGE_TOASTS = {
  requested: 'Request sent',
  requestedMessage: 'An admin will check it; you will get a notification when they decide.',
  withdrawn: 'Request withdrawn',
  failed: 'Could not send the request',
  granted: (name: string, badge: BadgeId) => `${name} now holds ${BADGES[badge].label}`,
  refused: (name: string, badge: BadgeId) => `Refused ${BADGES[badge].label} for ${name}`,
} as const;
