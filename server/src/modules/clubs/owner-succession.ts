import type { PoolClient } from 'pg';

/**
 * When an owner deletes their account, each club they own passes to another active member
 * instead of going with them (its members' posts, messages and events would go too): an admin
 * of the club first, then the longest-standing member, a suspended one only if no one else is
 * left. A club with no other member goes with its owner. Then the events and challenges the
 * member scheduled in clubs that stay pass to each club's owner, so members keep their RSVPs and
 * standings (their rows would otherwise follow the creator's). Runs in the deletion's transaction.
 */
export async function handOverOwnedClubs(tx: PoolClient, ownerId: number): Promise<void> {
  await handOverClubs(tx, ownerId);
  await handOverClubSchedules(tx, ownerId);
}

async function handOverClubs(tx: PoolClient, ownerId: number): Promise<void> {
  await tx.query(
    `with owned as (
       select id from clubs where owner_id = $1 for update
     ), heir as (
       select distinct on (m.club_id) m.club_id, m.user_id
       from club_members m
       join owned o on o.id = m.club_id
       join users u on u.id = m.user_id
       where m.user_id <> $1 and m.status = 'active'
       order by m.club_id, (u.suspended_at is null) desc, (m.role = 'admin') desc, m.created_at, m.user_id
     ), handed as (
       update clubs c set owner_id = h.user_id from heir h where c.id = h.club_id returning c.id, c.owner_id
     )
     update club_members m set role = 'owner' from handed
     where m.club_id = handed.id and m.user_id = handed.owner_id`,
    [ownerId],
  );
}

/** A member's events and challenges in clubs that outlive them, given to each club's owner. */
async function handOverClubSchedules(tx: PoolClient, memberId: number): Promise<void> {
  const toOwner = (table: string) =>
    tx.query(
      `update ${table} t set creator_id = c.owner_id from clubs c
       where t.creator_id = $1 and c.id = t.club_id and c.owner_id <> $1`,
      [memberId],
    );
  await toOwner('club_events');
  await toOwner('challenges');
}
