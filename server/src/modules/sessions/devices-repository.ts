import type { PageQueryParsed } from '@common/schemas/paging';
import type { Queryable } from '../../db/pool';
import type { SecondFactor } from './sessions-repository';

export interface SessionRow {
  id: number;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date;
  second_factor: SecondFactor | null;
  current: boolean;
}

/** A member's live sessions, newest sign-in first, one keyset page (sessions_user_list_idx). */
export async function listSessions(
  db: Queryable,
  userId: number,
  currentHash: string,
  page: PageQueryParsed,
): Promise<SessionRow[]> {
  const { rows } = await db.query<SessionRow>(
    `select id::int as id, user_agent, created_at, last_seen_at, second_factor, token_hash = $2 as current
     from sessions
     where user_id = $1 and expires_at > now() and ($3::bigint is null or id < $3)
     order by id desc limit $4`,
    [userId, currentHash, page.before ?? null, page.limit],
  );
  return rows;
}

/** Ends one of the member's sessions by its public id; answers whether it was theirs and live. */
export async function deleteSessionById(db: Queryable, userId: number, id: number): Promise<{ hash: string } | null> {
  const { rows } = await db.query<{ token_hash: string }>(
    'delete from sessions where user_id = $1 and id = $2 returning token_hash',
    [userId, id],
  );
  return rows[0] ? { hash: rows[0].token_hash } : null;
}

/**
 * Remembers the browser (the hash of its device cookie) for the member. Answers whether it is
 * new to them while they had signed in elsewhere before: such a sign-in is worth an email; a
 * member's very first device (sign-up, or the first sign-in since devices are remembered) is not.
 */
export async function noteDevice(db: Queryable, userId: number, deviceHash: string): Promise<boolean> {
  const { rows } = await db.query<{ inserted: boolean; others: boolean }>(
    `with seen as (
       insert into known_devices (user_id, device_hash) values ($1, $2)
       on conflict (user_id, device_hash) do update set last_seen_at = now()
       returning (xmax = 0) as inserted)
     select seen.inserted,
       exists (select 1 from known_devices d where d.user_id = $1 and d.device_hash <> $2) as others
     from seen`,
    [userId, deviceHash],
  );
  return rows[0].inserted && rows[0].others;
}
