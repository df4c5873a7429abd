import type { Sport } from '@common/schemas/activities';
import type { FastifyInstance } from 'fastify';
import { type Queryable, transaction } from '../../db/pool';
import { runSavedHooks } from './hooks';
import { buildPagePayload } from './page-payload';
import { everyPoint, visibleMask } from './privacy-zones';
import { MEASURE_VERSION, type ReadActivity, readActivity } from './read-activity';
import { withdrawStaleRecords } from './record-notifications';
import { FIGURE_COLUMNS, figureValues, insertBestEfforts } from './repository';
import { buildPreview } from './route-preview';
import { encodeTrack } from './track-codec';
import { zonesOf } from './zones-repository';

const BATCH = 10;

interface Stale {
  id: number;
  user_id: number;
  sport: Sport | null;
  visibility: string;
  file_key: string;
  time_offset_ms: string;
}

/** Writes an activity's new figures, track, pages and best efforts (in the caller's transaction). */
async function store(tx: Queryable, a: Stale, read: ReadActivity): Promise<void> {
  const publicMask = visibleMask(read.track, await zonesOf(tx, a.user_id));
  const preview = buildPreview(read.track, publicMask);
  const values = figureValues(read.summary);
  const sets = FIGURE_COLUMNS.split(',').map((c, i) => `${c.trim()} = $${i + 3}`);
  await tx.query(`update activities set preview = $2, ${sets.join(', ')} where id = $1`, [
    a.id,
    preview ? JSON.stringify(preview) : null,
    ...values,
  ]);
  const t = encodeTrack(read.track);
  await tx.query(
    `update activity_tracks set time_ms = $2, segment = $3, lat = $4, lng = $5, ele = $6, hr = $7, power = $8,
       cadence = $9, dist = $10, page_owner = $11, page_public = $12
     where activity_id = $1`,
    [
      a.id,
      t.time_ms,
      t.segment,
      t.lat,
      t.lng,
      t.ele,
      t.hr,
      t.power,
      t.cadence,
      t.dist,
      buildPagePayload(read.track, everyPoint(read.track), read.figures),
      buildPagePayload(read.track, publicMask, read.figures),
    ],
  );
  await tx.query('delete from activity_best_efforts where activity_id = $1', [a.id]);
  await insertBestEfforts(tx, a.id, a.user_id, read.summary.bestEfforts);
  // What other modules keep of the activity (segment efforts, heart-rate histogram, challenge
  // standings) was made from the old track: they work it out again, as at its import.
  await runSavedHooks(
    tx,
    { id: a.id, userId: a.user_id, sport: a.sport, startedAt: read.summary.startedAt, visibility: a.visibility },
    read.track,
  );
}

/**
 * The versions whose rules changed the figures of some formats only; the others' figures stay as
 * they were. 4: a FIT file's timer pauses (GPX and TCX files have their own segments already).
 */
const ONLY_FORMATS: Partial<Record<number, readonly string[]>> = { 4: ['fit'] };
const FORMATS = ['gpx', 'tcx', 'fit'] as const;

/** The last version whose rules changed the figures of files of this format. */
function lastChangeFor(format: string): number {
  for (let v = MEASURE_VERSION; v > 1; v--) if (ONLY_FORMATS[v]?.includes(format) ?? true) return v;
  return 1;
}

/**
 * Activities measured since the last change of their format's rules are brought up to
 * MEASURE_VERSION without reading their files: re-reading every GPX of every member (and running
 * every module's hooks again) for a FIT-only change is work that changes nothing.
 */
async function skipUnchangedFormats(db: Queryable): Promise<void> {
  for (const format of FORMATS) {
    const since = lastChangeFor(format);
    if (since === MEASURE_VERSION) continue;
    await db.query(
      `update activities set measured_version = $1
       where measured_version >= $2 and measured_version < $1 and format = $3`,
      [MEASURE_VERSION, since, format],
    );
  }
}

/**
 * Measures again, from its original file, every activity whose figures were made by older rules
 * than MEASURE_VERSION (issue 32: a GPX whose track segments were joined, or whose untimed points
 * were dropped), a few at a time, each batch in one transaction. The records follow the stored
 * best efforts; a record notification that no longer holds is withdrawn. An activity whose file
 * cannot be read again keeps its figures (logged) and is not tried again. Several instances may
 * run it at once: rows another one holds are skipped. Never throws: a failed batch is logged and
 * the rest waits for the next start. Returns the number of activities measured.
 */
export async function remeasureActivities(app: FastifyInstance): Promise<number> {
  await skipUnchangedFormats(app.db);
  let count = 0;
  for (;;) {
    const done = await transaction(app.db, async (tx) => {
      const { rows } = await tx.query<Stale>(
        `select a.id, a.user_id, a.sport, a.visibility, a.file_key, a.time_offset_ms from activities a
         where a.measured_version < $1 order by a.measured_version, a.id limit ${BATCH} for update skip locked`,
        [MEASURE_VERSION],
      );
      for (const a of rows) {
        const bytes = await app.media.get(a.file_key).catch(() => null);
        let read: ReadActivity | null = null;
        try {
          if (bytes) read = readActivity(bytes, { timeOffsetMs: Number(a.time_offset_ms) });
        } catch (err) {
          app.log.warn({ err, activityId: a.id }, 'an activity could not be measured again');
        }
        if (read) await store(tx, a, read);
        else await tx.query('update activities set measured_version = $2 where id = $1', [a.id, MEASURE_VERSION]);
      }
      return rows;
    }).catch((err) => {
      app.log.error({ err }, 'measuring activities again failed; the rest waits for the next start');
      return null;
    });
    if (!done) return count;
    for (const a of done) await withdrawStaleRecords(app, a.user_id, a.id);
    count += done.length;
    if (done.length < BATCH) return count;
  }
}
