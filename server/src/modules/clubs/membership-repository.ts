import type { ClubMember } from '@common/schemas/clubs';
import type { Queryable } from '../../db/pool';
import { blockBetweenSql, notBlockedSql, type Viewer } from '../access';
import { memberJsonSql } from './member-sql';

/** What a join came to. */
export type JoinOutcome = 'active' | 'requested';

/**
 * Joins (open club, or accepting an invitation) or asks to join (request club), in one statement:
 * an invitation is accepted, a request stays a request, a member stays a member.
 */
export async function joinClub(
  db: Queryable,
  clubId: number,
  userId: number,
  policy: 'open' | 'request' | 'private',
): Promise<JoinOutcome> {
  const { rows } = await db.query<{ status: JoinOutcome }>(
    `insert into club_members (club_id, user_id, status)
     values ($1, $2, case when $3 = 'open' then 'active' else 'requested' end)
     on conflict (club_id, user_id) do update set
       status = case when club_members.status = 'invited' or $3 = 'open' then 'active' else club_members.status end
     returning status`,
    [clubId, userId, policy],
  );
  return rows[0].status;
}

/** Approves a pending request; false when there is none. */
export async function approveRequest(db: Queryable, clubId: number, userId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `update club_members set status = 'active' where club_id = $1 and user_id = $2 and status = 'requested'`,
    [clubId, userId],
  );
  return (rowCount ?? 0) > 0;
}

/** Invites a member (a requester is let in at once); answers the resulting status. */
export async function inviteMember(db: Queryable, clubId: number, userId: number, by: number): Promise<string> {
  const { rows } = await db.query<{ status: string }>(
    `insert into club_members (club_id, user_id, status, invited_by) values ($1, $2, 'invited', $3)
     on conflict (club_id, user_id) do update set
       status = case when club_members.status = 'requested' then 'active' else club_members.status end
     returning status`,
    [clubId, userId, by],
  );
  return rows[0].status;
}

/**
 * Removes a member, a request or an invitation. Leaving a club takes the member off its group
 * conversation (its members are the club's), off its challenges' boards and off the guest lists of
 * its events still to come (they could no longer change their answer), in this transaction.
 */
export async function removeMembership(tx: Queryable, clubId: number, userId: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `delete from club_members where club_id = $1 and user_id = $2 and role <> 'owner'`,
    [clubId, userId],
  );
  await tx.query(
    `delete from challenge_participants
     where user_id = $2 and challenge_id in (select id from challenges where club_id = $1)`,
    [clubId, userId],
  );
  await tx.query(
    `delete from club_event_rsvps
     where user_id = $2 and event_id in (select id from club_events where club_id = $1 and starts_at > now())`,
    [clubId, userId],
  );
  return (rowCount ?? 0) > 0;
}

export async function setRole(db: Queryable, clubId: number, userId: number, role: 'admin' | 'member') {
  const { rowCount } = await db.query(
    `update club_members set role = $3 where club_id = $1 and user_id = $2 and status = 'active' and role <> 'owner'`,
    [clubId, userId, role],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * The owner `fromId` hands the club over (as an owner's account deletion does, owner-succession.ts):
 * `toId`, an active member who is not suspended, becomes its owner and `fromId` one of its admins.
 * The club's row is locked first: a hand-over that finds the club no longer `fromId`'s (another
 * one came first) changes nothing, so there is never more than one owner.
 */
export async function handOverClub(
  tx: Queryable,
  clubId: number,
  fromId: number,
  toId: number,
): Promise<'handed' | 'not a member' | 'owner changed'> {
  const { rows } = await tx.query<{ owner_id: number }>('select owner_id from clubs where id = $1 for update', [
    clubId,
  ]);
  if (rows[0]?.owner_id !== fromId) return 'owner changed';
  const { rowCount } = await tx.query(
    `update club_members m set role = 'owner' from users u
     where m.club_id = $1 and m.user_id = $2 and m.status = 'active' and u.id = m.user_id and u.suspended_at is null`,
    [clubId, toId],
  );
  if (!rowCount) return 'not a member';
  await tx.query(`update club_members set role = 'admin' where club_id = $1 and user_id = $2`, [clubId, fromId]);
  await tx.query('update clubs set owner_id = $2 where id = $1', [clubId, toId]);
  return 'handed';
}

/** A member's row in a club, if any. */
export async function findMembership(
  db: Queryable,
  clubId: number,
  userId: number,
): Promise<{ role: string; status: string } | undefined> {
  const { rows } = await db.query<{ role: string; status: string }>(
    'select role, status from club_members where club_id = $1 and user_id = $2',
    [clubId, userId],
  );
  return rows[0];
}

/** The ids of a club's admins (and owner), to tell them about a request. */
export async function clubAdminIds(db: Queryable, clubId: number): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>(
    `select user_id from club_members where club_id = $1 and status = 'active' and role in ('owner', 'admin')`,
    [clubId],
  );
  return rows.map((r) => r.user_id);
}

/** The ids of a club's active members (the group conversation's members). */
export async function activeMemberIds(db: Queryable, clubId: number): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>(
    `select user_id from club_members where club_id = $1 and status = 'active'`,
    [clubId],
  );
  return rows.map((r) => r.user_id);
}

/**
 * A club's active members (or pending requests, or unanswered invitations), newest first,
 * keyset by user id, without suspended members and members blocked either way with the viewer
 * (admins see all). A request or an invitation of someone blocked either way with the owner is
 * left out too: it can never be approved or accepted (both refuse it), and it comes back if the
 * block is lifted.
 * One range of the status's index per page (club_members_active_idx, _requests_idx, _invitations_idx).
 */
export function clubMembersStatement(
  clubId: number,
  viewer: Viewer,
  page: { limit: number; before?: number },
  status: 'active' | 'requested' | 'invited',
): { text: string; values: unknown[] } {
  return {
    text: `select (${memberJsonSql('u')})::jsonb || jsonb_build_object('role', cm.role) as member
     from club_members cm join users u on u.id = cm.user_id
     where cm.club_id = $1 and cm.status = $5 and u.suspended_at is null
       and ($4::boolean or ${notBlockedSql('$2::int', 'cm.user_id')})
       and ($5 = 'active' or $4::boolean
            or not ${blockBetweenSql('(select c.owner_id from clubs c where c.id = $1)', 'cm.user_id')})
       and ($3::int is null or cm.user_id < $3)
     order by cm.user_id desc limit $6`,
    values: [clubId, viewer.id, page.before ?? null, viewer.isAdmin, status, page.limit],
  };
}

export async function listClubMembers(
  db: Queryable,
  clubId: number,
  viewer: Viewer,
  page: { limit: number; before?: number },
  status: 'active' | 'requested' | 'invited' = 'active',
): Promise<Omit<ClubMember, 'online'>[]> {
  const statement = clubMembersStatement(clubId, viewer, page, status);
  const { rows } = await db.query<{ member: Omit<ClubMember, 'online'> }>(statement.text, statement.values);
  return rows.map((r) => r.member);
}
