import type { Queryable } from '../../db/pool';

// Who is an ActivityPub actor: a member, not suspended, with federation on (Settings) and a
// profile for everyone (public: followers accepted at once) or for friends (followers held for
// approval; the actor then carries no bio). A private profile is not on the fediverse at all.
// A suspended member who would otherwise be one still answers as a minimal actor marked
// `suspended` (findActorMember), so remote servers can verify the Update that tells them.

export interface FederatedMember {
  id: number;
  username: string;
  name: string;
  bio: string | null;
  avatarUrl: string | null;
  visibility: 'public' | 'friends';
  /** Suspended by an admin: only findActorMember answers such a member. */
  suspended: boolean;
}

const ACTOR_SQL = `
select u.id, u.username, u.name, u.bio, u.profile_image_url as "avatarUrl",
  coalesce(s.profile_visibility, 'friends') as visibility, u.suspended_at is not null as suspended
from users u
left join user_settings s on s.user_id = u.id
where coalesce(s.federation_enabled, true) and coalesce(s.profile_visibility, 'friends') in ('public', 'friends')`;
const MEMBER_SQL = `${ACTOR_SQL} and u.suspended_at is null`;

/** A member who is an actor, suspended or not (the actor URL and the Updates of it). */
export async function findActorMember(
  db: Queryable,
  by: { username: string } | { id: number },
): Promise<FederatedMember | undefined> {
  const { rows } = await db.query<FederatedMember>(
    'id' in by ? `${ACTOR_SQL} and u.id = $1` : `${ACTOR_SQL} and lower(u.username) = lower($1)`,
    ['id' in by ? by.id : by.username],
  );
  return rows[0];
}

export async function findFederatedMember(db: Queryable, username: string): Promise<FederatedMember | undefined> {
  const { rows } = await db.query<FederatedMember>(`${MEMBER_SQL} and lower(u.username) = lower($1)`, [username]);
  return rows[0];
}

export async function findFederatedMemberById(db: Queryable, id: number): Promise<FederatedMember | undefined> {
  const { rows } = await db.query<FederatedMember>(`${MEMBER_SQL} and u.id = $1`, [id]);
  return rows[0];
}

export async function isFederationOn(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ enabled: boolean }>(
    'select federation_enabled as enabled from user_settings where user_id = $1',
    [userId],
  );
  return rows[0]?.enabled ?? true;
}

/**
 * The member's switch. Turned off, every Note remote servers have of theirs is queued for a look
 * (migration 0213's trigger, which a private profile fires too): the worker then finds none
 * publishable and sends Delete for each.
 */
export async function setFederationOn(db: Queryable, userId: number, enabled: boolean): Promise<void> {
  await db.query(
    `insert into user_settings (user_id, federation_enabled) values ($1, $2)
     on conflict (user_id) do update set federation_enabled = excluded.federation_enabled, updated_at = now()`,
    [userId, enabled],
  );
}

export async function usernameOf(db: Queryable, userId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ username: string }>('select username from users where id = $1', [userId]);
  return rows[0]?.username;
}
