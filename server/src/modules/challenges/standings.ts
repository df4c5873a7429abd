import { CHALLENGE_LIMITS } from '@common/challenges-texts';
import type { Queryable } from '../../db/pool';
import { blockedIdsSql } from '../access';
import { activityItemsSql, ITEM_IN_CHALLENGE, ITEM_VALUE, RECORD_ITEMS, workoutItemsSql } from './items-sql';

// Standings kept incrementally (docs/decisions/0033): when an item is saved, edited or deleted,
// only that item's contributions are written (upserted or deleted); the triggers of migration 0191
// carry the difference to the standing, the total and the rank histogram. Records are the one
// metric where an item's worth depends on the member's others, so a member's records are recounted
// (that member only) when any of their items changes. All of it runs in the caller's transaction.

type Item = { kind: 'activity'; id: number } | { kind: 'workout'; id: number };

const CONTRIBUTION_INSERT = `insert into challenge_contributions (challenge_id, user_id, activity_id, workout_log_id, value, counted)`;

/** The items' contributions to every challenge of their owner that they fall in (not records). */
function itemContributionsSql(kind: Item['kind'], match: string): string {
  const items = kind === 'activity' ? activityItemsSql(`a.id ${match}`) : workoutItemsSql(`w.id ${match}`);
  return `select p.challenge_id, p.user_id, i.activity_id, i.workout_log_id, ${ITEM_VALUE} as value, i.counted
    from (${items}) i
    join challenge_participants p on p.user_id = i.user_id
    join challenges c on c.id = p.challenge_id
    where c.metric <> 'records' and ${ITEM_IN_CHALLENGE} and ${ITEM_VALUE} > 0`;
}

/**
 * Writes the items' contributions as they are now: an upsert that touches only what changed, and
 * a delete of those they no longer make (another sport, out of the range, deleted). One item (a
 * save) is matched by its id; many (an import) by their array, in the same two statements.
 */
async function writeItems(tx: Queryable, kind: Item['kind'], ids: number[]): Promise<void> {
  const column = kind === 'activity' ? 'activity_id' : 'workout_log_id';
  const [match, param] = ids.length === 1 ? ['= $1', ids[0]] : ['= any($1)', ids];
  const fresh = itemContributionsSql(kind, match);
  await tx.query(
    `delete from challenge_contributions cc
     where cc.${column} ${match}
       and not exists (select 1 from (${fresh}) f where f.challenge_id = cc.challenge_id and f.${column} = cc.${column})
       and cc.challenge_id not in (select id from challenges where metric = 'records')`,
    [param],
  );
  await tx.query(
    `${CONTRIBUTION_INSERT} ${fresh}
     on conflict (${column}, challenge_id) where ${column} is not null do update
       set value = excluded.value, counted = excluded.counted
       where (challenge_contributions.value, challenge_contributions.counted) is distinct from (excluded.value, excluded.counted)`,
    [param],
  );
}

interface RecordRow {
  challenge_id: number;
  activity_id: number | null;
  workout_log_id: number | null;
  value: number;
  counted: boolean;
}

/**
 * The member's record contributions recounted (for one challenge, or all their records
 * challenges): upserted where they changed, deleted where no record stands any more.
 */
export async function recountRecords(tx: Queryable, userId: number, challengeId: number | null = null): Promise<void> {
  await writeRecords(tx, userId, challengeId, await readRecords(tx, userId, challengeId));
}

/** The record contributions the member's items make now (read only). */
async function readRecords(tx: Queryable, userId: number, challengeId: number | null): Promise<RecordRow[]> {
  const fresh = `select p.challenge_id, p.user_id, i.activity_id, i.workout_log_id, i.records as value, i.counted
    from (${RECORD_ITEMS}) i
    join challenge_participants p on p.user_id = $1
    join challenges c on c.id = p.challenge_id
    where c.metric = 'records' and ($2::int is null or c.id = $2) and ${ITEM_IN_CHALLENGE} and i.records > 0`;
  return (await tx.query<RecordRow>(fresh, [userId, challengeId])).rows;
}

/** Writes the record contributions readRecords answered: the difference with those stored. */
async function writeRecords(tx: Queryable, userId: number, challengeId: number | null, rows: RecordRow[]) {
  const keys = rows.map((r) => `${r.challenge_id}:${r.activity_id ?? ''}:${r.workout_log_id ?? ''}`);
  await tx.query(
    `delete from challenge_contributions cc using challenges c
     where c.id = cc.challenge_id and c.metric = 'records' and cc.user_id = $1 and ($2::int is null or c.id = $2)
       and not (cc.challenge_id || ':' || coalesce(cc.activity_id::text, '') || ':' || coalesce(cc.workout_log_id::text, '')
                = any($3::text[]))`,
    [userId, challengeId, keys],
  );
  for (const [column, list] of [
    ['activity_id', rows.filter((r) => r.activity_id !== null)],
    ['workout_log_id', rows.filter((r) => r.workout_log_id !== null)],
  ] as const) {
    if (list.length === 0) continue;
    await tx.query(
      `${CONTRIBUTION_INSERT}
       select t.challenge_id, $1, t.activity_id, t.workout_log_id, t.value, t.counted
       from unnest($2::int[], $3::bigint[], $4::int[], $5::numeric[], $6::boolean[])
         as t(challenge_id, activity_id, workout_log_id, value, counted)
       on conflict (${column}, challenge_id) where ${column} is not null do update
         set value = excluded.value, counted = excluded.counted
         where (challenge_contributions.value, challenge_contributions.counted) is distinct from (excluded.value, excluded.counted)`,
      [
        userId,
        list.map((r) => r.challenge_id),
        list.map((r) => r.activity_id),
        list.map((r) => r.workout_log_id),
        list.map((r) => r.value),
        list.map((r) => r.counted),
      ],
    );
  }
}

export interface Standing {
  challenge_id: number;
  value: number;
  metric: string;
}

export async function standingsOf(tx: Queryable, userId: number): Promise<Standing[]> {
  const { rows } = await tx.query<Standing>(
    `select p.challenge_id, p.value, c.metric from challenge_participants p join challenges c on c.id = p.challenge_id
     where p.user_id = $1`,
    [userId],
  );
  return rows;
}

/**
 * An item of `userId` was saved, edited or deleted: its contributions follow, the member's
 * records are recounted if they take part in a records challenge, and the notices the change
 * earns are written. Nothing at all for a member in no challenge (one index probe).
 */
export async function itemChanged(tx: Queryable, userId: number, item: Item | null): Promise<void> {
  await itemsChanged(tx, userId, item && { kind: item.kind, ids: [item.id] });
}

/**
 * Many workout logs of `userId` were written at once (a history import): what itemChanged does
 * for each, in as many statements as for one whatever their number (their contributions in one
 * delete and one upsert, the member's records recounted once, the notices written once).
 */
export async function workoutsChanged(tx: Queryable, userId: number, logIds: number[]): Promise<void> {
  if (logIds.length > 0) await itemsChanged(tx, userId, { kind: 'workout', ids: logIds });
}

async function itemsChanged(
  tx: Queryable,
  userId: number,
  items: { kind: Item['kind']; ids: number[] } | null,
): Promise<void> {
  const before = await standingsOf(tx, userId);
  if (before.length === 0) return;
  // The records are read before anything is written. The read covers the member's whole history
  // (seconds for ten years of imported sets); the writes lock the challenges' rows (their totals)
  // until the commit, so other members' saves in those challenges would wait through the read.
  const records = before.some((s) => s.metric === 'records') ? await readRecords(tx, userId, null) : null;
  if (items) await writeItems(tx, items.kind, items.ids);
  if (records) await writeRecords(tx, userId, null, records);
  await writeNotices(tx, userId, before);
}

/**
 * A member joined: every item of theirs in the challenge's range counts (those before they
 * joined too), in one statement per kind, then their records.
 */
export async function backfillMember(tx: Queryable, challengeId: number, userId: number): Promise<void> {
  const range = `(select starts_on - 2 from challenges where id = $2) and (select ends_on + 2 from challenges where id = $2)`;
  for (const items of [
    activityItemsSql(`a.user_id = $1 and a.started_at between ${range}`),
    workoutItemsSql(`w.user_id = $1 and w.performed_on between ${range}`),
  ]) {
    await tx.query(
      `${CONTRIBUTION_INSERT}
       select p.challenge_id, p.user_id, i.activity_id, i.workout_log_id, ${ITEM_VALUE}, i.counted
       from (${items}) i
       join challenge_participants p on p.user_id = i.user_id and p.challenge_id = $2
       join challenges c on c.id = p.challenge_id
       where c.metric <> 'records' and ${ITEM_IN_CHALLENGE} and ${ITEM_VALUE} > 0
       on conflict do nothing`,
      [userId, challengeId],
    );
  }
  await recountRecords(tx, userId, challengeId);
  // A member who left and comes back rises from nothing again: no one is told twice (on a first
  // join nothing was sent yet).
  await writeNotices(tx, userId, [{ challenge_id: challengeId, value: 0, metric: '' }], { recounted: true });
}

/**
 * The notices a rise in the member's standings earns, written in this transaction and sent once
 * it commits ('chn:' on the change channel): the members overtaken (those they passed, who had
 * something on the board, not blocked either way; the nearest ones first), and a goal reached
 * (the member's own target, or the group's). Each overtaking and goal reached is also kept in
 * challenge_notices_sent (migration 0242), which outlives the member's leaving: a goal reached is
 * told once per challenge. A `recounted` rise (items already done, counted again: a rejoin from
 * nothing, workouts shown again) tells no rival again what they were told already. Any other rise
 * is new effort: a member passed again by the same rival (who had fallen behind) is told again.
 */
export async function writeNotices(
  tx: Queryable,
  userId: number,
  before: Standing[],
  { recounted = false }: { recounted?: boolean } = {},
): Promise<void> {
  const after = new Map((await standingsOf(tx, userId)).map((s) => [s.challenge_id, s.value]));
  for (const { challenge_id: challengeId, value: old } of before) {
    const now = after.get(challengeId);
    if (now === undefined || now <= old) continue;
    const { rows } = await tx.query<{ n: number }>(
      `with passed as (
         select p.user_id from challenge_participants p
         where p.challenge_id = $2 and p.user_id <> $1 and p.value > 0 and p.value >= $3 and p.value < $4
           and p.user_id not in ${blockedIdsSql('$1::int')}
           and not ($6::boolean and ${sentSql("'challenge_overtaken'", '$1', 'p.user_id')})
         order by p.value desc limit $5
       ), overtaken as (
         insert into challenge_notices (user_id, actor_id, challenge_id, kind)
         select user_id, $1, $2, 'challenge_overtaken' from passed
         returning 1
       ), overtaken_sent as (
         insert into challenge_notices_sent (challenge_id, user_id, actor_id, kind)
         select $2, user_id, $1, 'challenge_overtaken' from passed
         on conflict do nothing
       ), mine as (
         update challenge_participants p set completed_at = now() from challenges c
         where c.id = $2 and p.challenge_id = $2 and p.user_id = $1 and c.goal = 'individual'
           and c.target is not null and p.completed_at is null and p.value >= c.target
         returning p.user_id
       ), mine_notice as (
         insert into challenge_notices (user_id, actor_id, challenge_id, kind)
         select user_id, user_id, $2, 'challenge_completed' from mine
         where not ${sentSql("'challenge_completed'", '$1', '$1')}
         returning 1
       ), mine_sent as (
         insert into challenge_notices_sent (challenge_id, user_id, actor_id, kind)
         select $2, user_id, user_id, 'challenge_completed' from mine
         on conflict do nothing
       ), group_done as (
         update challenges set completed_at = now()
         where id = $2 and goal = 'group' and completed_at is null and total >= target
         returning id
       ), group_notices as (
         insert into challenge_notices (user_id, actor_id, challenge_id, kind)
         select p.user_id, $1, $2, 'challenge_completed' from challenge_participants p
         -- A one-time filter: no scan of the participants unless the group goal was just reached
         -- (comparing with the CTE's id, the planner scanned a big challenge's every participant).
         where exists (select 1 from group_done) and p.challenge_id = $2
         returning 1
       )
       select (select count(*) from overtaken) + (select count(*) from mine_notice)
         + (select count(*) from group_notices) as n`,
      [userId, challengeId, old, now, CHALLENGE_LIMITS.overtakenNoticesMax, recounted],
    );
    if (rows[0].n > 0) await tx.query(`select pg_notify('fc_cache', 'chn:' || $1::int)`, [challengeId]);
  }
}

/** Whether challenge $2's notice `kind` from `actor` to `recipient` was sent already (a SQL boolean). */
const sentSql = (kind: string, actor: string, recipient: string) =>
  `exists (select 1 from challenge_notices_sent s
     where s.challenge_id = $2 and s.actor_id = ${actor} and s.kind = ${kind} and s.user_id = ${recipient})`;
