import type { Queryable } from '../../db/pool';

// The daily cap on wrong authenticator-app codes (docs/decisions/0040): one row per member in
// two_factor_wrong_codes, a window that begins at the first wrong code and lasts `hours`.

/** A window ended, or holds nothing (every code in it was given back): the next code starts a new one. */
const WINDOW_OVER = `(w.wrong_codes = 0 or w.window_started_at + make_interval(hours => $3) <= now())`;

export interface TakenCode {
  /** This code's number in the window; the one equal to the cap is the last checked. */
  count: number;
  /** The window, in microseconds (exact, unlike a JavaScript Date): a code is given back to it only. */
  window: string;
}

/**
 * Counts a code before it is checked, in one statement that refuses past the cap: answers its
 * number, or null when the member's window already holds `cap` codes. Parallel requests on any
 * instance wait for the row lock, so they can never check more than `cap` codes a window.
 */
export async function takeCodeAttempt(
  db: Queryable,
  userId: number,
  cap: number,
  hours: number,
): Promise<TakenCode | null> {
  const { rows } = await db.query<{ count: number; window: string }>(
    `insert into two_factor_wrong_codes as w (user_id, window_started_at, wrong_codes) values ($1, now(), 1)
     on conflict (user_id) do update set
       window_started_at = case when ${WINDOW_OVER} then now() else w.window_started_at end,
       wrong_codes = case when ${WINDOW_OVER} then 1 else w.wrong_codes + 1 end
     where w.wrong_codes < $2 or ${WINDOW_OVER}
     returning wrong_codes as count, (extract(epoch from window_started_at) * 1000000)::bigint::text as window`,
    [userId, cap, hours],
  );
  return rows[0] ?? null;
}

/** A code that was right (or not a guess) is given back, unless its window has ended since. */
export async function giveBackCodeAttempt(db: Queryable, userId: number, taken: TakenCode): Promise<void> {
  await db.query(
    `update two_factor_wrong_codes set wrong_codes = wrong_codes - 1
     where user_id = $1 and wrong_codes > 0 and (extract(epoch from window_started_at) * 1000000)::bigint = $2`,
    [userId, taken.window],
  );
}

/** When the member's codes are accepted again, while their window holds `cap` wrong ones; else null. */
export async function codesPausedUntil(
  db: Queryable,
  userId: number,
  cap: number,
  hours: number,
): Promise<Date | null> {
  const { rows } = await db.query<{ until: Date }>(
    `select window_started_at + make_interval(hours => $3) as until from two_factor_wrong_codes
     where user_id = $1 and wrong_codes >= $2 and window_started_at + make_interval(hours => $3) > now()`,
    [userId, cap, hours],
  );
  return rows[0]?.until ?? null;
}

/**
 * Drops the windows that ended (hourly, jobs.ts): a row only matters while its window runs, and
 * the next wrong code starts a new one anyway. Without this the table kept a row for every member
 * who ever mistyped a code.
 */
export async function purgeEndedCodeWindows(db: Queryable, hours: number): Promise<number> {
  const { rowCount } = await db.query(
    'delete from two_factor_wrong_codes where window_started_at + make_interval(hours => $1) <= now()',
    [hours],
  );
  return rowCount ?? 0;
}
