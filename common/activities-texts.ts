// Visible texts of the activities domain (issue 14). Each refused upload names what is wrong with
// the file in words a runner understands; the server answers them and the upload dialog shows them.

import { ACTIVITY_LIMITS as L } from './activities-limits';
import { formatCount } from './en-us-format';
import { MB } from './limits';

const DAY_SECONDS = 24 * 60 * 60;

export const ACTIVITY_MESSAGES = {
  noFile: 'Choose a GPX, TCX or FIT file to upload',
  notMultipart: 'Send the file as multipart/form-data, in a field named file',
  brokenUpload: 'The upload is not complete multipart/form-data (it may have been cut off). Try again.',
  tooLarge: `This file is larger than ${L.uploadMaxBytes / MB} MB. Activity files are usually far smaller: export one activity at a time.`,
  gzipTooLarge: `This compressed file expands to more than ${L.gzipMaxBytes / MB} MB, which no single activity needs. Upload the activity file itself.`,
  gzipBroken: 'This .gz file is damaged and could not be decompressed.',
  unknownFormat: 'This is not a GPX, TCX or FIT file. Export your activity in one of those formats and try again.',
  xmlDoctype:
    'This file declares a DOCTYPE or entities, which activity files never need. It was refused for safety: export it again from your app.',
  xmlMalformed: 'This file is not well-formed XML (it may be cut off or damaged)',
  fitTruncated: 'This FIT file is cut off: it is shorter than its header says. Copy it from the device again.',
  fitBadCrc: 'This FIT file is damaged: its checksum does not match its contents. Copy it from the device again.',
  fitUnreadable: 'This FIT file could not be read',
  noTrackPoints: 'This file has no track points: there is nothing to import.',
  noTimestamps: 'This file has no timestamps, so it looks like a planned route rather than a recorded activity.',
  timeBackwards: 'The timestamps in this file go backwards',
  timeInFuture: 'This activity has timestamps in the future. Check the clock of the device that recorded it.',
  timeTooOld: `This activity is dated before ${L.earliestYear}, which cannot be right. Check the clock of the device that recorded it.`,
  tooLong: `This activity lasts more than ${L.maxDurationSeconds / DAY_SECONDS} days, which no single activity can.`,
  tooManyPoints: `This file has more than ${formatCount(L.maxPoints)} points. Split it into single activities.`,
  coordinatesOutOfRange: 'This file has coordinates out of range (latitude must be -90 to 90, longitude -180 to 180)',
  duplicate: 'You already uploaded this file',
  sameTime: (title: string) =>
    `You already have an activity at that time, “${title}”: this file is another recording of it, so nothing new was added.`,
  tooManyUploads: 'Too many uploads. Please wait a minute and try again.',
  notShareable: 'Only the owner can share this activity',
  alreadyShared: 'This activity is already on the feed',
  hidden: 'This activity is not shared with you',
  zoneLimit: `You can have at most ${L.zonesMax} privacy zones`,
  zoneRadius: `The radius must be between ${L.zoneRadiusMin} m and ${L.zoneRadiusMax / 1000} km`,
  zoneLabel: `Give the zone a name (at most ${L.zoneLabelMax} characters)`,
  tokenName: `Give the token a name (at most ${L.tokenNameMax} characters)`,
  tokenLimit: `You can have at most ${L.tokensMax} API tokens: revoke one first`,
  titleRequired: `Give the activity a title (at most ${L.titleMax} characters)`,
  titleInvisible: 'Activity title must have at least one visible character',
  sportRequired: 'Choose what kind of activity this was',
  noGpsForGpx: 'This activity was recorded without GPS, so it has no route to download as GPX.',
  startAtInvalid: 'The start must be a date and time, e.g. 2018-08-05T07:30:00Z',
  startAtNotNeeded: 'This file’s own dates are fine: upload it without choosing a start.',
  /** After timeTooOld or timeInFuture, when the file names a plausible date of its own. */
  datedOffer: (date: string) => `The file itself says it was recorded on ${date}: you can use that date instead.`,
} as const;

export const ACTIVITY_TEXTS = {
  /** A file with neither positions nor a distance of its own (a treadmill run with heart rate only). */
  distanceUnknown: 'Unknown',
  /** A file whose times span no second (a single point): its moving and elapsed times. */
  timeUnknown: 'Unknown',
  upload: 'Upload activity',
  uploadHint: `GPX, TCX or FIT files (also .gz), up to ${L.uploadMaxBytes / MB} MB each`,
  share: 'Share to feed',
  noActivities: 'No runs or rides yet',
  noActivitiesHint: 'Upload a GPX, TCX or FIT file from your watch, bike computer or phone app.',
  noMap: 'No GPS in this activity, so there is no map.',
  hiddenRoute: 'The route is hidden by the owner’s privacy zones.',
  /** The page's note when part of the route had no times (pace and splits use the timed part). */
  untimedRoute: (distance: string) =>
    `${distance} of this route has no times in the file: it counts for the distance and the map, not for the pace, splits or best efforts.`,
  elevationFromDevice: 'from the device',
  elevationFromTrack: 'from the GPS track',
  offeredDateButton: (date: string) => `Use ${date}`,
  chartCursorHint: 'Use the arrow keys to move along the route; Home and End jump to the start and finish.',
} as const;
