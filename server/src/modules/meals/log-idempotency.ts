import { MEAL_MESSAGES as M } from '@common/meals-texts';
import type { MealPlanFood, MealType } from '@common/schemas/meals';
import { type Db, type Queryable, transaction } from '../../db/pool';
import { badRequest } from '../../lib/http-errors';
import { assertSameRequest, type ClientKey, clientKeyOf } from '../../lib/idempotency-key';
import { deleteExpiredKeys, findKeyedEntries, insertEntries, setKeyEntries, takeLogKey } from './log-repository';
import type { MealLogRow } from './presenter';

// Meal entries added exactly once: on a phone "Add" can time out after the server stored the
// entry, and the member taps again. The client sends one UUID per intended add (Idempotency-Key);
// the key belongs to the member, and its first request is remembered by hash, so a key reused for
// another food or meal is refused, never merged (meal_log_keys, migration 0239).

/**
 * How long a key is remembered: 7 days. The web app keeps a meal key only in the memory of the
 * meal on screen (web/src/features/meals/api/add-key.ts), to retry that same add after an error.
 * Adds to the diary are online only: no outbox holds a meal (the offline outbox holds finished
 * workouts, whose key is a column on the log and so never purged) and no service worker replays
 * one, so a key comes back within minutes, or at the latest when a tab left open is used again.
 * A week is far beyond any such retry, and as long as the app keeps the diary on the device
 * (persisted queries). After the purge a request with an old key is a new add, stored again: by
 * then no client retries it.
 */
export const MEAL_KEY_RETENTION_DAYS = 7;
/** Keys deleted per statement: each delete holds its row locks briefly, whatever the backlog. */
export const MEAL_KEY_PURGE_BATCH = 1000;

/**
 * Hourly housekeeping: forgets the keys older than the retention, a batch at a time, so that
 * meal_log_keys holds about a week of adds instead of one row per add forever. The entries stay.
 * Answers how many keys went.
 */
export async function purgeExpiredMealKeys(db: Queryable): Promise<number> {
  let purged = 0;
  for (;;) {
    const n = await deleteExpiredKeys(db, MEAL_KEY_RETENTION_DAYS, MEAL_KEY_PURGE_BATCH);
    purged += n;
    if (n < MEAL_KEY_PURGE_BATCH) return purged;
  }
}

/**
 * The key, if the client sent one, and the hash of the route and its validated body: the same key
 * sent to the other meal-log route is another request.
 */
export function mealClientKeyOf(route: string, key: string | undefined, body: unknown): ClientKey | undefined {
  return key ? clientKeyOf(key, route, JSON.stringify(body)) : undefined;
}

/** What a request adds to the diary, with the figures already computed. */
export interface NewEntries {
  date: string;
  meal: MealType;
  entries: MealPlanFood[];
}

/** The entries an add answers with; replayed when an earlier request with the key stored them. */
export interface LoggedEntries {
  rows: MealLogRow[];
  replayed: boolean;
}

const dayFull = () => badRequest(M.dayFull, { date: M.dayFull });

/**
 * Adds entries to the diary, at most once per member and key when the client sent one: a retry, a
 * retry after a lost response, or a concurrent request gets the entries the first one stored, even
 * if the food or plan it names changed or went since (`prepare`, which checks the request and
 * computes the entries, then does not run). Without a key, every call adds.
 */
export async function logEntriesOnce(
  db: Db,
  userId: number,
  clientKey: ClientKey | undefined,
  prepare: () => Promise<NewEntries>,
): Promise<LoggedEntries> {
  if (!clientKey) {
    const { date, meal, entries } = await prepare();
    const rows = await insertEntries(db, userId, date, meal, entries);
    if (rows.length === 0) throw dayFull();
    return { rows, replayed: false };
  }
  const stored = await entriesStoredUnderKey(db, userId, clientKey);
  if (stored) return { rows: stored, replayed: true };
  const created = await insertKeyedEntries(db, userId, clientKey, await prepare());
  if (created) return { rows: created, replayed: false };
  // Another request with this key stored its entries while this one was checking the body.
  const raced = await entriesStoredUnderKey(db, userId, clientKey);
  if (!raced) throw new Error('a keyed meal log was neither stored nor found');
  return { rows: raced, replayed: true };
}

/**
 * The entries the member stored under this key, if any is left; 422 when it was stored with
 * another request (the IETF Idempotency-Key draft's answer to a reused key).
 */
async function entriesStoredUnderKey(db: Queryable, userId: number, c: ClientKey): Promise<MealLogRow[] | undefined> {
  const stored = await findKeyedEntries(db, userId, c.key);
  // All its entries deleted since: the key is free again (takeLogKey), as a workout's goes with its log.
  if (!stored || stored.rows.length === 0) return undefined;
  assertSameRequest(stored.requestHash, c, M.idempotencyKeyReused);
  return stored.rows;
}

/**
 * Takes the key and stores the entries in one transaction, or nothing (null) when the key is
 * taken. A full day rolls both back: the refused request does not use the key up.
 */
function insertKeyedEntries(db: Db, userId: number, c: ClientKey, n: NewEntries): Promise<MealLogRow[] | null> {
  return transaction(db, async (tx) => {
    if (!(await takeLogKey(tx, userId, c.key, c.requestHash))) return null;
    const rows = await insertEntries(tx, userId, n.date, n.meal, n.entries);
    if (rows.length === 0) throw dayFull();
    await setKeyEntries(
      tx,
      userId,
      c.key,
      rows.map((r) => r.id),
    );
    return rows;
  });
}
