import type { Actor } from '@fedify/vocab';
import { validatePublicUrl } from '@fedify/vocab-runtime';
import type { Queryable } from '../../db/pool';

// Remote accounts as we store them: what the API answers and where to deliver. Refreshed each
// time one of their activities or a lookup brings a newer copy.

export interface RemoteActorRow {
  id: number;
  iri: string;
  handle: string;
  name: string;
  avatar_url: string | null;
  profile_url: string;
  inbox_url: string;
  shared_inbox_url: string | null;
  server: string;
  /** Suspended by its own server (an Update of its actor said so): hidden, its activities ignored. */
  suspended_at: Date | null;
}

const hrefOf = (link: unknown): string | null => {
  if (link instanceof URL) return link.href;
  const href = (link as { href?: URL | null; url?: unknown } | null)?.href;
  return href instanceof URL ? href.href : null;
};

/**
 * Whether the inboxes an actor's own document names are public addresses. Fedify's SSRF rule
 * covers what it fetches, not where it delivers: without this, any remote document could make
 * this server POST our members' signed activities into its own network.
 */
async function inboxesArePublic(actor: Actor): Promise<boolean> {
  try {
    for (const url of [actor.inboxId, actor.endpoints?.sharedInbox]) if (url) await validatePublicUrl(url.href);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores (or refreshes) a remote account; null when it has no inbox, or an inbox on a private or
 * loopback address unless `allowPrivateAddresses` (FEDERATION_ALLOW_PRIVATE_ADDRESSES, tests only).
 */
export async function upsertActor(
  db: Queryable,
  actor: Actor,
  allowPrivateAddresses: boolean,
): Promise<RemoteActorRow | null> {
  if (!actor.id || !actor.inboxId) return null;
  if (!allowPrivateAddresses && !(await inboxesArePublic(actor))) return null;
  // name@host of the actor's own address: no second WebFinger round trip to find it.
  const handle = `@${actor.preferredUsername?.toString() ?? 'unknown'}@${actor.id.host}`;
  const icon = await actor.getIcon().catch(() => null);
  const avatar = icon ? hrefOf(icon.url) : null;
  const profile = hrefOf(actor.url) ?? actor.id.href;
  const { rows } = await db.query<RemoteActorRow>(
    `insert into federation_actors (iri, handle, name, avatar_url, profile_url, inbox_url, shared_inbox_url, server)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (iri) do update set handle = excluded.handle, name = excluded.name, avatar_url = excluded.avatar_url,
       profile_url = excluded.profile_url, inbox_url = excluded.inbox_url,
       shared_inbox_url = excluded.shared_inbox_url, server = excluded.server, updated_at = now()
     returning *`,
    [
      actor.id.href,
      handle,
      (actor.name?.toString() || actor.preferredUsername?.toString() || handle).slice(0, 200),
      avatar?.startsWith('http') ? avatar : null,
      profile.startsWith('http') ? profile : actor.id.href,
      actor.inboxId.href,
      actor.endpoints?.sharedInbox?.href ?? null,
      actor.id.host.toLowerCase(),
    ],
  );
  return rows[0];
}

export async function findActorByIri(db: Queryable, iri: string): Promise<RemoteActorRow | undefined> {
  const { rows } = await db.query<RemoteActorRow>('select * from federation_actors where iri = $1', [iri]);
  return rows[0];
}

export async function findActorById(db: Queryable, id: number): Promise<RemoteActorRow | undefined> {
  const { rows } = await db.query<RemoteActorRow>('select * from federation_actors where id = $1', [id]);
  return rows[0];
}

/**
 * Whether the server or the account is blocked by an admin, or the account by this member (null:
 * any member), or its own server suspended it.
 */
export async function isRefused(
  db: Queryable,
  actor: { id?: number; server: string },
  userId?: number,
): Promise<boolean> {
  const { rows } = await db.query<{ refused: boolean }>(
    `select exists (select 1 from federation_blocked_servers where host = $1)
       or exists (select 1 from federation_blocked_accounts where actor_id = $2::bigint)
       or exists (select 1 from federation_actors where id = $2::bigint and suspended_at is not null)
       or ($2::bigint is not null and $3::int is not null and exists (
         select 1 from federation_account_blocks where actor_id = $2 and user_id = $3)) as refused`,
    [actor.server, actor.id ?? null, userId ?? null],
  );
  return rows[0].refused;
}

/**
 * Its server suspended the account, or lifted that (migration 0222). Nothing of it is removed:
 * its rows are hidden meanwhile, and its likes and replies leave the posts' counts.
 */
export async function setSuspendedByServer(db: Queryable, actorId: number, suspended: boolean): Promise<void> {
  await db.query(
    // Only a change is written: most actor Updates (a new name, a picture) leave the flag as it is.
    `update federation_actors set suspended_at = case when $2 then now() end
     where id = $1 and (suspended_at is not null) <> $2`,
    [actorId, suspended],
  );
}

export async function isServerBlocked(db: Queryable, host: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from federation_blocked_servers where host = $1', [host.toLowerCase()]);
  return rows.length > 0;
}

/**
 * A remote account deleted on its server: everything of it goes (its follows both ways, posts,
 * replies, likes and the notifications about them, through the cascade), unless a member or an
 * admin blocked it: then the row stays so the block still holds, and only what it did goes.
 */
export async function forgetGoneActor(db: Queryable, actorId: number): Promise<void> {
  // Its likes and replies were taken out of the counts while it was suspended: they come back
  // first, so removing them below counts them out once.
  await setSuspendedByServer(db, actorId, false);
  const { rowCount } = await db.query(
    `delete from federation_actors a where a.id = $1
       and not exists (select 1 from federation_blocked_accounts x where x.actor_id = a.id)
       and not exists (select 1 from federation_account_blocks k where k.actor_id = a.id)`,
    [actorId],
  );
  if (rowCount) return;
  const tables = [
    'federation_following',
    'federation_followers',
    'federation_posts',
    'federation_comments',
    'federation_likes',
  ];
  for (const table of tables) await db.query(`delete from ${table} where actor_id = $1`, [actorId]);
}
