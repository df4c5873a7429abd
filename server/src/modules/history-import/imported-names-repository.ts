import type { ImportedName } from '@common/schemas/history-import';
import type { Queryable } from '../../db/pool';
import { runSessionsMovedHooks } from '../exercises';
import type { DraftSet } from './draft-types';
import { nameKey } from './exercise-matching';

// The names a member's imports used (workout_log_exercises.source_name, kept from issue 30 on) and
// the exercises their sessions are logged under now, so a name matched wrongly can be re-mapped after
// the fact and every set logged under it moves.

/** Each imported name with the exercise its sessions are under; a name split by later edits is listed per exercise. */
export async function listImportedNames(db: Queryable, userId: number): Promise<ImportedName[]> {
  const { rows } = await db.query<{
    source_name: string;
    id: number;
    name: string;
    equipment: ImportedName['exercise']['equipment'];
    sessions: number;
    last: string;
  }>(
    `select le.source_name, e.id, e.name, e.equipment, count(distinct le.log_id) as sessions,
       max(le.performed_on)::text as last
     from workout_log_exercises le join exercises e on e.id = le.exercise_id
     where le.user_id = $1 and le.source_name is not null
     group by le.source_name, e.id
     order by max(le.performed_on) desc, le.source_name
     limit 2000`,
    [userId],
  );
  // Spellings of one name ('Bench Press ' and 'bench press') are one name.
  const byName = new Map<string, ImportedName>();
  for (const r of rows) {
    const key = `${nameKey(r.source_name)}|${r.id}`;
    const found = byName.get(key);
    if (found) {
      found.sessions += r.sessions;
      if (r.last > found.lastPerformed) found.lastPerformed = r.last;
    } else {
      byName.set(key, {
        name: r.source_name.trim(),
        exercise: { exerciseId: r.id, name: r.name, equipment: r.equipment },
        sessions: r.sessions,
        lastPerformed: r.last,
      });
    }
  }
  return [...byName.values()];
}

/** The spellings the member's imports used for a name (by nameKey); empty when none. */
export async function spellingsOf(db: Queryable, userId: number, name: string): Promise<string[]> {
  const { rows } = await db.query<{ source_name: string }>(
    `select distinct source_name from workout_log_exercises
     where user_id = $1 and source_name is not null
       and lower(regexp_replace(btrim(source_name), '\\s+', ' ', 'g')) = $2`,
    [userId, nameKey(name)],
  );
  return rows.map((r) => r.source_name);
}

/** A sample of the sets logged under those spellings: what an own exercise made from the name records. */
export async function setsUnder(db: Queryable, userId: number, spellings: string[]): Promise<DraftSet[]> {
  const { rows } = await db.query<DraftSet>(
    `select s.kind, s.reps, s.weight_kg as "weightKg", s.duration_seconds as "durationSeconds",
       s.distance_km as "distanceKm", s.rpe, s.rir
     from workout_log_exercises le join workout_log_sets s on s.log_exercise_id = le.id
     where le.user_id = $1 and le.source_name = any($2::text[])
     limit 500`,
    [userId, spellings],
  );
  return rows;
}

/**
 * Moves every session logged under those spellings to `exerciseId`; answers how many moved. The
 * member's lift records move with them: what follows a merge follows this too (the sessions-moved
 * hooks: their records challenges recounted, decision D13), once, in the caller's transaction.
 */
export async function moveImportedName(
  tx: Queryable,
  userId: number,
  spellings: string[],
  exerciseId: number,
): Promise<number> {
  const { rowCount } = await tx.query(
    `update workout_log_exercises set exercise_id = $3
     where user_id = $1 and source_name = any($2::text[]) and exercise_id <> $3`,
    [userId, spellings, exerciseId],
  );
  const moved = rowCount ?? 0;
  if (moved > 0) await runSessionsMovedHooks(tx, userId);
  return moved;
}
