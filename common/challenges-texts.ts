// What members read about challenges (issue 34): every message once, for the server and the web.

import { LIMITS } from './limits';

export const CHALLENGE_METRICS = ['distance', 'moving_time', 'sessions', 'weight_lifted', 'records'] as const;
export type ChallengeMetric = (typeof CHALLENGE_METRICS)[number];
export const CHALLENGE_METRIC_LABELS: Record<ChallengeMetric, string> = {
  distance: 'Distance',
  moving_time: 'Moving time',
  sessions: 'Sessions logged',
  weight_lifted: 'Total weight lifted',
  records: 'Personal records set',
};
/** The unit a metric's values, targets and totals are stored and answered in. */
export const CHALLENGE_METRIC_UNITS: Record<ChallengeMetric, 'km' | 's' | 'sessions' | 'kg' | 'records'> = {
  distance: 'km',
  moving_time: 's',
  sessions: 'sessions',
  weight_lifted: 'kg',
  records: 'records',
};

export const CHALLENGE_SPORTS = ['any', 'run', 'ride', 'walk', 'hike', 'swim', 'strength'] as const;
export type ChallengeSport = (typeof CHALLENGE_SPORTS)[number];

export const CHALLENGE_GOALS = ['individual', 'group'] as const;
export type ChallengeGoal = (typeof CHALLENGE_GOALS)[number];

export const CHALLENGE_LIMITS = {
  titleMax: 100,
  descriptionMax: 2000,
  /** A range of at most a year (366 days covers a leap year). */
  rangeDaysMax: 366,
  /** How far ahead a challenge may start (as a club event may: CLUB_LIMITS.eventDaysAheadMax). */
  startDaysAheadMax: 366,
  /** As long as the header search's text (its results page asks every section with it). */
  queryMax: LIMITS.searchTextMax,
  /** The board's first page and the most one page holds. */
  boardDefault: 50,
  boardMax: 100,
  /** At most this many members are told they were overtaken by one change. */
  overtakenNoticesMax: 20,
  targetMax: 1_000_000_000,
} as const;

export const CHALLENGE_MESSAGES = {
  titleRequired: 'Challenge title is required',
  titleInvisible: 'Challenge title must have at least one visible character',
  titleMax: `Challenge title must be at most ${CHALLENGE_LIMITS.titleMax} characters`,
  descriptionMax: `Description must be at most ${CHALLENGE_LIMITS.descriptionMax} characters`,
  metricInvalid: 'Choose what the challenge measures',
  sportInvalid: 'Choose a sport',
  dateInvalid: 'Dates must be YYYY-MM-DD',
  endBeforeStart: 'The challenge cannot end before it starts',
  endedAlready: 'The last day has already passed: a challenge must end today or later',
  rangeTooLong: 'A challenge can last at most one year',
  startsTooFar: 'A challenge must start within a year from today',
  targetInvalid: 'Target must be a positive number',
  targetRequired: 'A group goal needs a target',
  timeZoneInvalid: 'Unknown time zone',
  sportMetricMismatch: 'Weight lifted counts workouts: choose Any or Strength training',
  strengthMetricMismatch: 'Strength training has no distance: choose another sport or metric',
  challengeNotFound: 'Challenge not found',
  clubNotFound: 'Club not found',
  notClubAdmin: "Only the club's owner and admins can create or change its challenges",
  notCreator: 'Only the creator of the challenge (or its club admins) can change it',
  notClubMember: "Only the club's members can join its challenges",
  // Issue 18: a public challenge, or one in an open club, is seen by every member.
  verifyToCreatePublic:
    'Confirm your email address to create a challenge everyone can see. Until then you can create challenges in clubs that are not open.',
  ended: 'This challenge has ended',
  queryMax: `Search must be at most ${CHALLENGE_LIMITS.queryMax} characters`,
  cursorInvalid: 'after must be value,userId of the last row seen',
} as const;

export const CHALLENGE_TEXTS = {
  challenges: 'Challenges',
  createChallenge: 'Create challenge',
  join: 'Join challenge',
  clubMembersOnly: "Only the club's members take part. Join the club first:",
  leave: 'Leave challenge',
  joined: 'Joined',
  leaderboard: 'Leaderboard',
  rank: 'Rank',
  member: 'Member',
  value: 'Total',
  progress: 'Progress',
  you: 'You',
  groupProgress: 'Group progress',
  noParticipants: 'Nobody has joined yet',
  privateNote: (amount: string, total: string) =>
    `${amount} from activities or workouts only you can see are not on the board: with them, your total is ${total}. Make them public to count for everyone.`,
  live: 'Live',
  ended: 'Ended',
  startsOn: (day: string) => `Starts ${day}`,
  closedToJoin: 'This challenge has ended: it takes no new members.',
  publicChallenges: 'Public challenges',
  myChallenges: 'My challenges',
  noChallenges: 'No challenges yet',
} as const;

export const CHALLENGE_TOASTS = {
  created: 'Challenge created',
  joined: 'You joined the challenge',
  left: 'You left the challenge',
} as const;
