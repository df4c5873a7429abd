import type { RemoteAccount, RemoteFollower } from '@common/federation';
import type { Queryable } from '../../db/pool';
import type { RemoteActorRow } from './actors-repository';
import { avatarPath } from './avatar-route';

// Remote accounts as the signed-in member sees them: with their follow state and block.

const ACCOUNT_SQL = `a.id, a.handle, a.name, a.avatar_url, a.profile_url, a.server,
  coalesce(fw.status, 'none') as following,
  exists (select 1 from federation_account_blocks b where b.user_id = $1 and b.actor_id = a.id) as blocked`;

interface AccountRow {
  id: number;
  handle: string;
  name: string;
  avatar_url: string | null;
  profile_url: string;
  server: string;
  following: RemoteAccount['following'];
  blocked: boolean;
}

const present = (r: AccountRow): RemoteAccount => ({
  id: String(r.id),
  handle: r.handle,
  name: r.name,
  avatarUrl: avatarPath(r.id, r.avatar_url),
  profileUrl: r.profile_url,
  server: r.server,
  following: r.following,
  blocked: r.blocked,
});

export async function accountFor(
  db: Queryable,
  userId: number,
  actor: Pick<RemoteActorRow, 'id'>,
): Promise<RemoteAccount> {
  const { rows } = await db.query<AccountRow>(
    `select ${ACCOUNT_SQL} from federation_actors a
     left join federation_following fw on fw.actor_id = a.id and fw.user_id = $1
     where a.id = $2`,
    [userId, actor.id],
  );
  return present(rows[0]);
}

const PAGE = 50;

/** The remote accounts following the member, newest first, keyset on the actor id. */
export async function remoteFollowersPage(
  db: Queryable,
  userId: number,
  cursor: number | null,
): Promise<{ items: RemoteFollower[]; nextCursor: string | null }> {
  const { rows } = await db.query<AccountRow & { status: RemoteFollower['status'] }>(
    `select ${ACCOUNT_SQL}, f.status from federation_followers f
     join federation_actors a on a.id = f.actor_id
     left join federation_following fw on fw.actor_id = a.id and fw.user_id = $1
     where f.user_id = $1 and f.actor_id < coalesce($2::bigint, 9223372036854775807)
     order by f.actor_id desc limit ${PAGE + 1}`,
    [userId, cursor],
  );
  const items = rows.slice(0, PAGE).map((r) => ({ ...present(r), status: r.status }));
  return { items, nextCursor: rows.length > PAGE ? items[PAGE - 1].id : null };
}

export async function blockAccount(db: Queryable, userId: number, actorId: number): Promise<void> {
  await db.query('insert into federation_account_blocks (user_id, actor_id) values ($1, $2) on conflict do nothing', [
    userId,
    actorId,
  ]);
  // A block ends the follows both ways, as between members.
  await db.query('delete from federation_followers where user_id = $1 and actor_id = $2', [userId, actorId]);
}

export async function unblockAccount(db: Queryable, userId: number, actorId: number): Promise<void> {
  await db.query('delete from federation_account_blocks where user_id = $1 and actor_id = $2', [userId, actorId]);
}
