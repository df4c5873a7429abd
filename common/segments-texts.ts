// Visible texts of segments (issue 32 item 1): what the server answers when a segment cannot be
// made, and what the segment page and the activity page's Segments section say.

import { SEGMENT_LIMITS as L } from './segments-limits';

export const SEGMENT_MESSAGES = {
  nameRequired: `Give the segment a name (at most ${L.nameMax} characters)`,
  // trim() keeps a zero-width space: a name of only invisible characters would be an empty link.
  nameInvisible: 'Segment name must have at least one visible character',
  activityRequired: 'Choose the activity the segment comes from',
  distanceInvalid: 'Start and end are distances along the activity, in metres',
  startBeforeEnd: 'The segment must end after it starts',
  tooShort: `A segment must be at least ${L.minLengthM} m long`,
  tooLong: `A segment can be at most ${L.maxLengthM / 1000} km long`,
  outsideActivity: 'The segment must lie within the activity: its end is past the activity’s distance',
  noGps: 'This activity was recorded without GPS, so it has no route to make a segment from.',
  noSport: 'Choose the activity’s sport first: a segment is matched against activities of the same sport.',
  acrossGap:
    'This stretch crosses a gap in the recording (GPS lost or the recording paused). Pick a stretch without one.',
  inPrivacyZone:
    'This stretch passes through one of your privacy zones. Segments are seen by every member, so pick a stretch outside your zones.',
  notYours: 'You can only make a segment from one of your own activities',
  notPublic:
    'Segments are seen by every member, route and all, so they are made from public activities only. Make this activity public first.',
  afterInvalid: 'after must be an effort id',
  // The same answer for an effort hidden from the caller, on another board, or no longer anyone's
  // best (the board changed between pages): which one it was would tell a hidden effort's time.
  afterNotOnBoard:
    'after must be the effortId of an entry on this leaderboard as you see it. The leaderboard may have changed: load it again from the top.',
} as const;

export const SEGMENT_TEXTS = {
  create: 'Create segment',
  onlyFromPublic: 'To make a segment from this route, make the activity public: every member sees a segment’s route.',
  createHint: `Pick the start and the end of a stretch of this route (${L.minLengthM} m to ${L.maxLengthM / 1000} km) and name it.`,
  created: 'Segment created',
  sectionTitle: 'Segments',
  noEfforts: 'No segments matched on this activity yet.',
  pr: 'PR',
  noBoard: 'Nobody is on this board yet.',
  boardFailed: 'The leaderboard could not be loaded.',
  moreFailed: 'More of the leaderboard could not be loaded. It may have changed since you opened it.',
  reloadBoard: 'Load the leaderboard again',
  noOwnEfforts: 'You have no efforts on this segment yet. Run or ride it and upload the activity.',
  notFound: 'This segment does not exist.',
  zoneHidden: 'Efforts of members whose privacy zone holds this segment’s start or end are left off the boards.',
} as const;

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** 1 → '1st', 2 → '2nd', 11 → '11th'. */
export { ordinal };

/**
 * The record notification's detail for a segment effort (the app's 'record' notification): a new
 * personal best, a top-10 place on the all-time board, or both. `time` is the effort's time as
 * shown ('4:31').
 */
export function segmentNotice(name: string, time: string, pr: boolean, rank: number | null): string {
  const place = rank !== null ? `${ordinal(rank)} on the leaderboard` : null;
  return `Segment “${name}” ${time}${pr ? ' (your best)' : ''}${place ? `, ${place}` : ''}`;
}
