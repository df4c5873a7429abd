import { createHash } from 'node:crypto';
import { ACTIVITY_LIMITS, SPORT_LABELS, type Sport, type UploadedActivity } from '@common/schemas/activities';
import { hasVisibleText } from '@common/visible-text';
import type { PrivacyChoice } from '@common/vocab';
import { transaction } from '../../db/pool';
import type { MediaApp } from '../media';
import { newMediaKey, STORED_FORMATS } from '../media';
import { getSettings } from '../privacy';
import type { ActivityRow } from './activity-row';
import { runSavedHooks } from './hooks';
import { buildPagePayload } from './page-payload';
import { presentActivity } from './presenter';
import { everyPoint, visibleMask } from './privacy-zones';
import { readActivity } from './read-activity';
import { recordsSetBy } from './records-repository';
import { findByContentHash, findOverlapping, insertActivity, insertBestEfforts, insertTrack } from './repository';
import { buildPreview } from './route-preview';
import { encodeTrack } from './track-codec';
import { zonesOf } from './zones-repository';

export interface ImportInput {
  userId: number;
  bytes: Uint8Array;
  fileName: string;
  sport?: Sport;
  visibility?: PrivacyChoice;
  title?: string;
  /** The start the member chose for a file whose own dates cannot be right (ISO 8601). */
  startAt?: string;
}

/** A title when neither the member nor the file gave one: 'Morning Run', 'Evening Ride'... */
function defaultTitle(sport: Sport | null, startedAt: Date): string {
  const hour = startedAt.getUTCHours();
  const part = hour < 5 ? 'Night' : hour < 12 ? 'Morning' : hour < 17 ? 'Afternoon' : hour < 21 ? 'Evening' : 'Night';
  return `${part} ${sport ? SPORT_LABELS[sport] : 'Activity'}`;
}

/**
 * The file's own name for the activity, when it has one a reader can see: a name of only invisible
 * characters (a zero-width space) would be an empty heading, so the default title is used instead,
 * as the schema refuses such a title from the member.
 */
function titleFromFile(name: string | null | undefined): string | undefined {
  const title = name?.slice(0, ACTIVITY_LIMITS.titleMax);
  return title && hasVisibleText(title) ? title : undefined;
}

/** What an import needs of the app: the database and the media store (the seed passes just these). */
export type ImportApp = MediaApp & { log?: { error: (obj: object, msg: string) => void } };

/** Thrown inside the transaction when the same file won a race meanwhile: everything rolls back. */
class DuplicateUpload extends Error {}

/**
 * Imports one activity file for a member: read and check it (nothing is stored for a refused
 * file), recognise a file already uploaded (SHA-256 per member), keep the original in the media
 * store, then write the activity, its track and its best efforts in one transaction. If anything
 * fails after the file was stored, the file is removed again: a failed upload leaves nothing in
 * the database or the store. The caller notifies the records (`newRecords`) after the commit.
 */
export async function importActivity(app: ImportApp, input: ImportInput): Promise<UploadedActivity> {
  const read = readActivity(input.bytes, { startAtMs: input.startAt ? Date.parse(input.startAt) : undefined });
  const hash = createHash('sha256').update(read.bytes).digest();
  const duplicateOf = async () => {
    const existing = await findByContentHash(app.db, input.userId, hash);
    return existing ? { activity: presentActivity(existing), duplicate: true, sameTime: false, newRecords: [] } : null;
  };
  const known = await duplicateOf();
  if (known) return known;
  // Another file of an activity already there (FIT and TCX, watch and phone) would count its
  // kilometres twice in every total, board and record: the one there is kept. A member who wants
  // the new file instead deletes the old activity first.
  // A file of one instant (elapsed unknown) spans nothing another recording could repeat.
  const elapsedS = read.summary.elapsedSeconds;
  if (elapsedS !== null && elapsedS > 0) {
    const repeated = await findOverlapping(app.db, input.userId, read.summary.startedAt, elapsedS);
    if (repeated) return { activity: presentActivity(repeated), duplicate: true, sameTime: true, newRecords: [] };
  }

  const sport = input.sport ?? read.file.sport;
  const visibility = input.visibility ?? (await getSettings(app.db, input.userId)).privacy.workoutActivity;
  const title = input.title ?? titleFromFile(read.file.name) ?? defaultTitle(sport, read.summary.startedAt);
  const format = read.file.format;
  const key = newMediaKey(format);
  await app.media.put(key, read.bytes, STORED_FORMATS[format].contentType);
  let saved: { row: ActivityRow; records: UploadedActivity['newRecords'] };
  try {
    saved = await transaction(app.db, async (tx) => {
      // The member's row, shared: an account deletion or a zone change waits for this import.
      await tx.query('select 1 from users where id = $1 for share', [input.userId]);
      await tx.query(
        `insert into media (key, user_id, kind, content_type, bytes) values ($1, $2, 'activity', $3, $4)`,
        [key, input.userId, STORED_FORMATS[format].contentType, read.bytes.length],
      );
      const publicMask = visibleMask(read.track, await zonesOf(tx, input.userId));
      const preview = buildPreview(read.track, publicMask);
      const row = await insertActivity(tx, {
        userId: input.userId,
        sport,
        title,
        visibility,
        format,
        fileKey: key,
        fileName: input.fileName.slice(0, 255) || `activity.${format}`,
        contentHash: hash,
        summary: read.summary,
        preview,
        timeOffsetMs: read.timeOffsetMs,
      });
      if (!row) throw new DuplicateUpload();
      await insertTrack(tx, row.id, input.userId, encodeTrack(read.track), {
        owner: buildPagePayload(read.track, everyPoint(read.track), read.figures),
        public: buildPagePayload(read.track, publicMask, read.figures),
      });
      await insertBestEfforts(tx, row.id, input.userId, read.summary.bestEfforts);
      await runSavedHooks(
        tx,
        { id: row.id, userId: input.userId, sport: row.sport, startedAt: read.summary.startedAt, visibility },
        read.track,
      );
      return { row, records: await recordsSetBy(tx, input.userId, row.id) };
    });
  } catch (err) {
    await app.media.delete(key).catch((e) => app.log?.error({ err: e, key }, 'could not remove a failed upload'));
    if (err instanceof DuplicateUpload) {
      const existing = await duplicateOf();
      if (existing) return existing;
    }
    throw err;
  }
  return { activity: presentActivity(saved.row), duplicate: false, sameTime: false, newRecords: saved.records };
}
