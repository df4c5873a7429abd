import { createHash } from 'node:crypto';
import type { ImportSource } from '@common/schemas/history-import';
import type { Queryable } from '../../db/pool';
import { setFigures } from './compare-with-log';
import type { DraftWorkout } from './draft-types';
import { nameKey } from './exercise-matching';
import { importKey } from './import-repository';

// "Keep mine", remembered (migration 0236, decision 0015): the file's workouts the member was
// asked about and kept their own for, each by its re-import key and a digest of the sets they
// declined. The next import skips that workout with those sets without asking; other sets ask
// again. The member's workouts are never touched.

/**
 * The file's exercises in order with their sets, as the comparison with the history sees them
 * (setFigures), so a newer export of the same workout with float noise is the same workout.
 */
export function setsDigest(w: DraftWorkout): string {
  const sets = w.exercises.map((e) => [nameKey(e.name), e.sets.map(setFigures)]);
  return createHash('sha256').update(JSON.stringify(sets)).digest('hex');
}

/** A workout's re-import key with the digest of its sets: what a kept row remembers. */
export const keptKey = (w: DraftWorkout) => `${importKey(w)}~${setsDigest(w)}`;

/** The kept keys (keptKey) of this member and source among the start times of these workouts. */
export async function loadKeptKeys(
  db: Queryable,
  userId: number,
  source: ImportSource,
  workouts: DraftWorkout[],
): Promise<Set<string>> {
  if (workouts.length === 0) return new Set();
  // Served by the primary key (user_id, source, started_at, ...).
  const { rows } = await db.query<{ kept: string }>(
    `select to_char(started_at, 'YYYY-MM-DD HH24:MI') || '|' || fingerprint || '~' || sets_digest as kept
     from history_import_kept
     where user_id = $1 and source = $2 and started_at = any($3::timestamp[])`,
    [userId, source, [...new Set(workouts.map((w) => w.startedAt))]],
  );
  return new Set(rows.map((r) => r.kept));
}

/** Remembers "Keep mine" for these workouts of the file; the caller runs it in the import's transaction. */
export async function rememberKept(
  tx: Queryable,
  userId: number,
  source: ImportSource,
  workouts: DraftWorkout[],
): Promise<void> {
  if (workouts.length === 0) return;
  await tx.query(
    `insert into history_import_kept (user_id, source, started_at, fingerprint, sets_digest)
     select $1, $2, s, f, d from unnest($3::timestamp[], $4::text[], $5::text[]) as t(s, f, d)
     on conflict do nothing`,
    [
      userId,
      source,
      workouts.map((w) => w.startedAt),
      workouts.map((w) => w.fingerprint),
      workouts.map((w) => setsDigest(w)),
    ],
  );
}

/** A "Keep mine" choice as Download my data lists it: the row as stored, nothing made up. */
export interface KeptWorkout {
  source: ImportSource;
  /** Wall-clock start in the file, 'YYYY-MM-DD HH:MM' (no time zone: the file gives none). */
  startedAt: string;
  /** With the source and the start, the workout's re-import key (decision 0015). */
  fingerprint: string;
  /** Tells apart two versions of one workout the member declined. */
  setsDigest: string;
  keptAt: Date;
}

/** Every "Keep mine" choice of the member, oldest workout first. */
export async function keptWorkoutsOf(db: Queryable, userId: number): Promise<KeptWorkout[]> {
  const { rows } = await db.query<KeptWorkout>(
    `select source, to_char(started_at, 'YYYY-MM-DD HH24:MI') as "startedAt", fingerprint,
       sets_digest as "setsDigest", kept_at as "keptAt"
     from history_import_kept where user_id = $1
     order by started_at, source, fingerprint, kept_at`,
    [userId],
  );
  return rows;
}
