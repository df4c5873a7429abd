import type { PoolClient } from 'pg';
import { runSessionsMovedHooks } from './moved-sessions-hooks';

// Mending the past (issue 30 point 5): everything a member logged, planned, favourited, noted or
// matched at import under one exercise moves to another, in the caller's transaction. Records,
// charts and the exercise pages are computed from the logs, so they follow at once; a record that
// came only from the merged exercise is counted again on the exercise it joined. What is kept from
// them elsewhere (the standings of records challenges) follows through the sessions-moved hooks.

export interface MergeResult {
  sessionsMoved: number;
  /** Whether the source was an own exercise and is now gone. */
  deleted: boolean;
}

export async function mergeExercise(
  tx: PoolClient,
  userId: number,
  source: { id: number; own: boolean },
  targetId: number,
): Promise<MergeResult> {
  const { rowCount } = await tx.query(
    'update workout_log_exercises set exercise_id = $3 where user_id = $1 and exercise_id = $2',
    [userId, source.id, targetId],
  );
  await tx.query(
    `update workout_plan_exercises pe set exercise_id = $3
     from workout_plan_days d join workout_plans p on p.id = d.plan_id
     where pe.day_id = d.id and p.user_id = $1 and pe.exercise_id = $2`,
    [userId, source.id, targetId],
  );
  await tx.query(
    `insert into exercise_favourites (user_id, exercise_id)
     select user_id, $3 from exercise_favourites where user_id = $1 and exercise_id = $2
     on conflict do nothing`,
    [userId, source.id, targetId],
  );
  await tx.query('delete from exercise_favourites where user_id = $1 and exercise_id = $2', [userId, source.id]);
  await tx.query('update history_import_exercise_names set exercise_id = $3 where user_id = $1 and exercise_id = $2', [
    userId,
    source.id,
    targetId,
  ]);
  // Both notes are kept: the target's first, then the merged one's (cut to the note's limit).
  await tx.query(
    `insert into exercise_notes (user_id, exercise_id, body)
     select $1, $3, left(body, 2000) from exercise_notes where user_id = $1 and exercise_id = $2
     on conflict (user_id, exercise_id) do update
       set body = left(exercise_notes.body || E'\\n\\n' || excluded.body, 2000), updated_at = now()`,
    [userId, source.id, targetId],
  );
  await tx.query('delete from exercise_notes where user_id = $1 and exercise_id = $2', [userId, source.id]);
  if (source.own) await tx.query('delete from exercises where id = $1 and user_id = $2', [source.id, userId]);
  const sessionsMoved = rowCount ?? 0;
  if (sessionsMoved > 0) await runSessionsMovedHooks(tx, userId);
  return { sessionsMoved, deleted: source.own };
}
