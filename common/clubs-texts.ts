// What members read about clubs, events and check-ins (issue 34): every message once, used by the
// server's answers and the web's screens. Challenges have their own file (challenges-texts.ts).

import { LIMITS } from './limits';

export const CLUB_SPORTS = ['any', 'run', 'ride', 'walk', 'hike', 'swim', 'strength'] as const;
export type ClubSport = (typeof CLUB_SPORTS)[number];
export const CLUB_SPORT_LABELS: Record<ClubSport, string> = {
  any: 'Any sport',
  run: 'Running',
  ride: 'Cycling',
  walk: 'Walking',
  hike: 'Hiking',
  swim: 'Swimming',
  strength: 'Strength training',
};

export const JOIN_POLICIES = ['open', 'request', 'private'] as const;
export type JoinPolicy = (typeof JOIN_POLICIES)[number];
export const JOIN_POLICY_LABELS: Record<JoinPolicy, string> = {
  open: 'Open: anyone can join',
  request: 'By request: admins approve',
  private: 'Private: invitation only',
};

export const CLUB_ROLES = ['owner', 'admin', 'member'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];

export const CLUB_LIMITS = {
  nameMax: 80,
  descriptionMax: 2000,
  imageUrlMax: 500,
  /** As long as the header search's text (its results page asks every section with it). */
  queryMax: LIMITS.searchTextMax,
  eventTitleMax: 100,
  placeMax: 200,
  /** A preview of members on the club page. */
  membersPreview: 12,
  /** How far ahead an event may be scheduled (days). */
  eventDaysAheadMax: 366,
  /** A check-in lasts this long unless the member leaves first (D14). */
  checkInHours: 3,
  /** An event's reminder goes out this long before it starts. */
  reminderHours: 24,
} as const;

export const CLUB_MESSAGES = {
  nameRequired: 'Club name is required',
  nameInvisible: 'Club name must have at least one visible character',
  nameMax: `Club name must be at most ${CLUB_LIMITS.nameMax} characters`,
  descriptionMax: `Description must be at most ${CLUB_LIMITS.descriptionMax} characters`,
  sportInvalid: 'Choose a sport',
  policyInvalid: 'Choose who can join',
  imageUrlInvalid: 'Picture must be an uploaded image or an http(s) URL',
  gymNotFound: 'Gym not found',
  clubNotFound: 'Club not found',
  notAdmin: 'Only the club owner and admins can do that',
  notOwner: 'Only the club owner can do that',
  policyOwnerOnly: 'Only the club owner can change who can join',
  privateClub: 'This club is private: you need an invitation to join',
  alreadyMember: 'You are already a member of this club',
  inviteeAlreadyMember: 'This member is already in the club',
  ownerCannotLeave: 'The owner cannot leave the club; delete it or hand it over first',
  memberNotFound: 'Member not found',
  requestNotFound: 'No request to join from this member',
  notMember: 'Only club members can do that',
  cannotInviteBlocked: 'You cannot invite this member',
  // As for an invitation, which block stands (and between whom) is not said.
  cannotApproveBlocked: "You cannot approve this member's request",
  // An invitation sent before a block between the invitee and the owner can no longer be accepted.
  cannotAcceptBlocked: 'You cannot accept this invitation',
  postNotFound: 'Post not found',
  postNotYours: 'You can share only your own posts to a club',
  queryMax: `Search must be at most ${CLUB_LIMITS.queryMax} characters`,
  roleInvalid: 'Role must be owner, admin or member',
  cannotChangeOwner: "The owner's role cannot be changed",
  eventTitleRequired: 'Event title is required',
  eventTitleInvisible: 'Event title must have at least one visible character',
  eventTitleMax: `Event title must be at most ${CLUB_LIMITS.eventTitleMax} characters`,
  eventStartInvalid: 'Choose when the event starts',
  eventInPast: 'The event must start in the future',
  eventTooFar: `The event must start within ${CLUB_LIMITS.eventDaysAheadMax} days`,
  placeMax: `Place must be at most ${CLUB_LIMITS.placeMax} characters`,
  eventNotFound: 'Event not found',
  rsvpInvalid: 'Answer going, maybe or not going',
  checkInAudienceInvalid: 'Choose who can see your check-in',
  notCheckedIn: 'You are not checked in here',
  // Issue 18: an unconfirmed member publishes to no one beyond the people they invite.
  verifyToListClub:
    'Confirm your email address to create a club everyone can see. Until then your clubs can be private (invitation only).',
  verifyToSchedule: 'Confirm your email address to schedule events in an open club: everyone can read them.',
} as const;

export const CLUB_TEXTS = {
  clubs: 'Clubs',
  myClubs: 'My clubs',
  discover: 'Discover clubs',
  suggested: 'Suggested for you',
  createClub: 'Create club',
  noClubs: 'No clubs yet',
  noClubsText: 'Create a club for the people you train with, or join one.',
  join: 'Join',
  requestToJoin: 'Request to join',
  requested: 'Request sent',
  acceptInvite: 'Accept invitation',
  leave: 'Leave club',
  members: 'Members',
  feed: 'Feed',
  events: 'Events',
  challenges: 'Challenges',
  chat: 'Group chat',
  requests: 'Requests to join',
  approve: 'Approve',
  decline: 'Decline',
  invite: 'Invite',
  inviteMember: 'Invite a member',
  inviteSearch: 'Find a member by name or username',
  inviteMatches: 'Members to invite',
  noInviteMatches: 'Nobody matches.',
  invitations: 'Invitations waiting for an answer',
  invited: 'Invited',
  alreadyInClub: 'Already a member',
  withdrawInvite: 'Withdraw',
  declineInvite: 'Decline invitation',
  makeAdmin: 'Make admin',
  removeAdmin: 'Remove admin',
  makeOwner: 'Make owner',
  makeOwnerConfirm: (member: string) =>
    `Hand the club over to ${member}? They become its owner and you one of its admins, free to leave.`,
  editClub: 'Edit club',
  saveClub: 'Save changes',
  deleteClub: 'Delete club',
  deleteClubConfirm: (name: string) =>
    `Delete ${name}? Its members, feed, events, challenges and group chat go with it. This cannot be undone.`,
  // The Load More buttons under the club's paged lists.
  moreEvents: 'More events',
  moreRequests: 'More requests',
  moreInvitations: 'More invitations',
  noPosts: 'No posts shared to this club yet',
  noEvents: 'No upcoming events',
  noChallenges: 'No challenges yet',
  privateFeed: 'Only members see what is shared in this club',
  clubsAtGym: 'Clubs at this gym',
  noClubsAtGym: 'No clubs call this gym home yet',
  whoIsHere: "Who's here now",
  nobodyHere: 'None of your people are checked in here right now',
  checkIn: "I'm here",
  checkOut: "I'm leaving",
  checkedIn: 'Checked in',
  checkInAudience: 'Who can see it',
  suggestNearest: 'Use my location to suggest the nearest gym',
  atTheGymNow: 'At the gym now',
  nobodyAtGyms: 'None of the people you follow are checked in anywhere right now',
  scheduleEvent: 'Schedule event',
  going: 'Going',
  maybe: 'Maybe',
  notGoing: 'Not going',
  shareToClub: 'Share to club',
  joinToAnswer: 'Join the club to answer.',
  postMembersOnlyHint:
    "Only the club's members see what you post here: not your followers, not your profile's visitors.",
  postUsualAudienceHint: 'Your post keeps your usual audience: the club shows it to those allowed to see it.',
} as const;

export const CHECK_IN_AUDIENCES = ['followers', 'clubs', 'nobody'] as const;
export type CheckInAudience = (typeof CHECK_IN_AUDIENCES)[number];
export const CHECK_IN_AUDIENCE_LABELS: Record<CheckInAudience, string> = {
  followers: 'My followers',
  clubs: 'Members of my clubs',
  nobody: 'Nobody (just for me)',
};

export const RSVP_STATUSES = ['going', 'maybe', 'not_going'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export const CLUB_TOASTS = {
  created: 'Club created',
  joined: 'You joined the club',
  requested: 'Your request to join was sent',
  left: 'You left the club',
  approved: 'Member approved',
  invited: 'Invitation sent',
  inviteWithdrawn: 'Invitation withdrawn',
  inviteDeclined: 'Invitation declined',
  updated: 'Club updated',
  deleted: 'Club deleted',
  roleChanged: 'Role changed',
  handedOver: (member: string) => `${member} is now the club's owner`,
  shared: 'Shared to the club',
  eventCreated: 'Event scheduled',
  checkedIn: "You're checked in",
  checkedOut: "You've left the gym",
} as const;

/** What the notification list says for issue 34's notifications (`detail` holds an event's title). */
export const CLUB_NOTIFICATION_TEXTS = {
  club_request: (name: string) => `${name} asked to join your club`,
  club_invite: (name: string) => `${name} invited you to join their club`,
  club_approved: (name: string) => `${name} approved your request to join the club`,
  event_reminder: (title: string | null) => `Reminder: ${title ?? 'a club event'} starts soon`,
  challenge_overtaken: (name: string) => `${name} overtook you in a challenge`,
  challenge_completed: () => 'You reached the goal of a challenge',
} as const;
