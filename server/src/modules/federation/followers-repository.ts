import type { Recipient } from '@fedify/vocab';
import type { Queryable } from '../../db/pool';

// Remote accounts following a member (inbound follows) and where their deliveries go.

/** The followers collection's items (the accepted ones, oldest first). */
export async function acceptedFollowers(db: Queryable, userId: number): Promise<Recipient[]> {
  const { rows } = await db.query<RecipientRow>(
    `select a.iri, a.inbox_url, a.shared_inbox_url from federation_followers f
     join federation_actors a on a.id = f.actor_id
     where f.user_id = $1 and f.status = 'accepted' order by f.created_at limit 5000`,
    [userId],
  );
  return rows.map(recipientOf);
}

interface RecipientRow {
  iri: string;
  inbox_url: string;
  shared_inbox_url: string | null;
}

const recipientOf = (r: RecipientRow): Recipient => ({
  id: new URL(r.iri),
  inboxId: new URL(r.inbox_url),
  endpoints: r.shared_inbox_url ? { sharedInbox: new URL(r.shared_inbox_url) } : null,
});

/** Stores a follow (an accepted one stays accepted when the Follow comes again); answers its status. */
export async function addFollower(
  db: Queryable,
  f: { userId: number; actorId: number; status: 'pending' | 'accepted'; followIri: string | null },
): Promise<'pending' | 'accepted'> {
  const { rows } = await db.query<{ status: 'pending' | 'accepted' }>(
    `insert into federation_followers (user_id, actor_id, status, follow_iri) values ($1, $2, $3, $4)
     on conflict (user_id, actor_id) do update set follow_iri = excluded.follow_iri,
       status = case when federation_followers.status = 'accepted' then 'accepted' else excluded.status end
     returning status`,
    [f.userId, f.actorId, f.status, f.followIri],
  );
  return rows[0].status;
}

export async function removeFollower(db: Queryable, userId: number, actorId: number): Promise<boolean> {
  const { rowCount } = await db.query('delete from federation_followers where user_id = $1 and actor_id = $2', [
    userId,
    actorId,
  ]);
  return (rowCount ?? 0) > 0;
}

export async function approveFollower(
  db: Queryable,
  userId: number,
  actorId: number,
): Promise<{ follow_iri: string | null } | undefined> {
  const { rows } = await db.query<{ follow_iri: string | null }>(
    `update federation_followers set status = 'accepted' where user_id = $1 and actor_id = $2 returning follow_iri`,
    [userId, actorId],
  );
  return rows[0];
}

/**
 * The inboxes a member's public Note goes to: accepted followers, minus accounts the member
 * blocked and servers and accounts an admin blocked. Nothing is ever addressed to anyone else.
 */
export async function deliveryRecipients(db: Queryable, userId: number): Promise<Recipient[]> {
  const { rows } = await db.query<RecipientRow>(
    `select a.iri, a.inbox_url, a.shared_inbox_url from federation_followers f
     join federation_actors a on a.id = f.actor_id
     where f.user_id = $1 and f.status = 'accepted'
       and not exists (select 1 from federation_blocked_servers b where b.host = a.server)
       and not exists (select 1 from federation_account_blocks k where k.user_id = $1 and k.actor_id = a.id)
       and not exists (select 1 from federation_blocked_accounts x where x.actor_id = a.id)`,
    [userId],
  );
  return rows.map(recipientOf);
}

/**
 * Who must hear that a member's account is gone, or was suspended or unsuspended: every remote
 * account that follows them (a request still held included) or that they follow, minus servers and
 * accounts blocked by an admin or by the member. Read before the account's rows go with it.
 */
export async function accountGoneRecipients(db: Queryable, userId: number): Promise<Recipient[]> {
  const { rows } = await db.query<RecipientRow>(
    `select a.iri, a.inbox_url, a.shared_inbox_url from federation_actors a
     where a.id in (select actor_id from federation_followers where user_id = $1
                    union select actor_id from federation_following where user_id = $1)
       and not exists (select 1 from federation_blocked_servers b where b.host = a.server)
       and not exists (select 1 from federation_account_blocks k where k.user_id = $1 and k.actor_id = a.id)
       and not exists (select 1 from federation_blocked_accounts x where x.actor_id = a.id)`,
    [userId],
  );
  return rows.map(recipientOf);
}
