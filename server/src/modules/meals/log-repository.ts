import type { Nutrients } from '@common/nutrition/nutrients';
import { MAX_ENTRIES_PER_DAY } from '@common/schemas/meal-logs';
import type { MealPlanFood, MealType } from '@common/schemas/meals';
import type { Queryable } from '../../db/pool';
import type { MealLogRow } from './presenter';

const LOG_COLUMNS = 'id, user_id, log_date, meal, food_id, food_name, grams, calories, protein, carbs, fat, created_at';

/** One member's day, in the order logged (meal_logs_user_date_idx). */
export async function listDay(db: Queryable, userId: number, date: string): Promise<MealLogRow[]> {
  const { rows } = await db.query<MealLogRow>(
    `select ${LOG_COLUMNS} from meal_logs where user_id = $1 and log_date = $2 order by id`,
    [userId, date],
  );
  return rows;
}

/**
 * Adds entries to a day, all or none, unless the day would then hold more than the daily cap.
 * Entries carry their figures already computed (from the food or the plan's snapshot). A plan's
 * food deleted since keeps its snapshot's name and figures, linked to no food (as past entries of
 * a deleted food are), instead of failing the foreign key.
 */
export async function insertEntries(
  db: Queryable,
  userId: number,
  date: string,
  meal: MealType,
  entries: MealPlanFood[],
): Promise<MealLogRow[]> {
  const column = <K extends keyof MealPlanFood>(key: K) => entries.map((e) => e[key]);
  const { rows } = await db.query<MealLogRow>(
    `insert into meal_logs (user_id, log_date, meal, food_id, food_name, grams, calories, protein, carbs, fat)
     select $1, $2, $3, (select fd.id from foods fd where fd.id = e.f), e.n, e.g, e.k, e.p, e.c, e.t from unnest($4::int[], $5::text[], $6::numeric[], $7::numeric[], $8::numeric[],
                                          $9::numeric[], $10::numeric[]) with ordinality as e(f, n, g, k, p, c, t, o)
     where (select count(*) from meal_logs where user_id = $1 and log_date = $2) + $11 <= $12
     order by e.o
     returning ${LOG_COLUMNS}`,
    [
      userId,
      date,
      meal,
      column('foodId'),
      column('name'),
      column('grams'),
      column('calories'),
      column('protein'),
      column('carbs'),
      column('fat'),
      entries.length,
      MAX_ENTRIES_PER_DAY,
    ],
  );
  return rows;
}

/** What a member stored under an idempotency key (meal_log_keys' primary key), its entries by id. */
export async function findKeyedEntries(
  db: Queryable,
  userId: number,
  key: string,
): Promise<{ requestHash: string; rows: MealLogRow[] } | undefined> {
  const { rows: keys } = await db.query<{ requestHash: string; entryIds: number[] }>(
    `select request_hash as "requestHash", entry_ids as "entryIds" from meal_log_keys
     where user_id = $1 and client_key = $2`,
    [userId, key],
  );
  if (!keys[0]) return undefined;
  const { rows } = await db.query<MealLogRow>(
    `select ${LOG_COLUMNS} from meal_logs where user_id = $1 and id = any ($2::int[]) order by id`,
    [userId, keys[0].entryIds],
  );
  return { requestHash: keys[0].requestHash, rows };
}

/**
 * Takes the member's key for a request, or nothing (false) when it is taken. A concurrent request
 * with the same key waits on the primary key until the first commits, then takes nothing; if the
 * first rolls back, it takes the key itself. A key whose entries were all deleted since is free
 * again first (as a workout's key goes with its log): its retry stores the food anew.
 */
export async function takeLogKey(tx: Queryable, userId: number, key: string, requestHash: string): Promise<boolean> {
  await tx.query(
    `delete from meal_log_keys k where k.user_id = $1 and k.client_key = $2
       and not exists (select 1 from meal_logs l where l.user_id = k.user_id and l.id = any (k.entry_ids))`,
    [userId, key],
  );
  const { rowCount } = await tx.query(
    `insert into meal_log_keys (user_id, client_key, request_hash) values ($1, $2, $3)
     on conflict (user_id, client_key) do nothing`,
    [userId, key, requestHash],
  );
  return rowCount === 1;
}

/** Records the entries stored under a key just taken, in the same transaction. */
export async function setKeyEntries(tx: Queryable, userId: number, key: string, entryIds: number[]): Promise<void> {
  await tx.query('update meal_log_keys set entry_ids = $3 where user_id = $1 and client_key = $2', [
    userId,
    key,
    entryIds,
  ]);
}

/**
 * One batch of the keys older than `days`, oldest first (meal_log_keys_created_at_idx), as a
 * statement so that a test can plan it. The batch's rows are deleted by their ctid, so that the
 * delete reads only them (a join back on the primary key may read every key). `skip locked`:
 * instances purging at once take other rows. Only the keys go: their entries stay in the diary.
 */
export function deleteExpiredKeysQuery(days: number, limit: number) {
  return {
    text: `delete from meal_log_keys where ctid = any (array(
             select ctid from meal_log_keys where created_at < now() - make_interval(days => $1::int)
             order by created_at limit $2 for update skip locked))`,
    values: [days, limit],
  };
}

/** Deletes one batch of expired keys (deleteExpiredKeysQuery); answers how many went. */
export async function deleteExpiredKeys(db: Queryable, days: number, limit: number): Promise<number> {
  const { rowCount } = await db.query(deleteExpiredKeysQuery(days, limit));
  return rowCount ?? 0;
}

export async function findLog(db: Queryable, id: number): Promise<MealLogRow | undefined> {
  const { rows } = await db.query<MealLogRow>(`select ${LOG_COLUMNS} from meal_logs where id = $1`, [id]);
  return rows[0];
}

export async function deleteLog(db: Queryable, id: number): Promise<void> {
  await db.query('delete from meal_logs where id = $1', [id]);
}

/** Sets an entry's amount and the figures computed for it. */
export async function updateLogPortion(
  db: Queryable,
  id: number,
  grams: number,
  n: Nutrients,
): Promise<MealLogRow | undefined> {
  const { rows } = await db.query<MealLogRow>(
    `update meal_logs set grams = $2, calories = $3, protein = $4, carbs = $5, fat = $6 where id = $1
     returning ${LOG_COLUMNS}`,
    [id, grams, n.calories, n.protein, n.carbs, n.fat],
  );
  return rows[0];
}
