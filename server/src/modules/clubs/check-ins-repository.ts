import { type CheckInAudience, CLUB_LIMITS } from '@common/clubs-texts';
import type { CheckIn, GymPresence } from '@common/schemas/clubs';
import type { Queryable } from '../../db/pool';
import { shownMemberSql } from '../access';
import { memberJsonSql } from './member-sql';

// Gym check-ins (issue 34, D14): only the gym and the times are stored. A check-in is seen by the
// member and by the audience they chose: the people who follow them, or the members of their
// clubs (active members of a club both are active in); never by a member blocked either way.

const SHOWN = 50;

interface CheckInRow {
  id: number;
  gym_id: number;
  gym_name: string;
  audience: CheckInAudience;
  started_at: Date;
  ends_at: Date;
}

const presentCheckIn = (r: CheckInRow): CheckIn => ({
  id: r.id,
  gym: { id: r.gym_id, name: r.gym_name },
  audience: r.audience,
  startedAt: r.started_at.toISOString(),
  endsAt: r.ends_at.toISOString(),
});

/**
 * Checks the member in at the gym: a check-in still running (here or elsewhere) ends now, and the
 * new one lasts CLUB_LIMITS.checkInHours unless they leave first. In the caller's transaction.
 */
export async function checkIn(
  tx: Queryable,
  userId: number,
  gymId: number,
  audience: CheckInAudience,
): Promise<CheckIn> {
  await tx.query('update gym_check_ins set ends_at = now() where user_id = $1 and ends_at > now()', [userId]);
  const { rows } = await tx.query<CheckInRow>(
    `with c as (
       insert into gym_check_ins (user_id, gym_id, audience, ends_at)
       values ($1, $2, $3, now() + make_interval(hours => $4)) returning *
     )
     select c.id, c.gym_id, g.name as gym_name, c.audience, c.started_at, c.ends_at from c join gyms g on g.id = c.gym_id`,
    [userId, gymId, audience, CLUB_LIMITS.checkInHours],
  );
  return presentCheckIn(rows[0]);
}

/** Leaves the gym: the running check-in there ends now. False when there was none. */
export async function checkOut(db: Queryable, userId: number, gymId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'update gym_check_ins set ends_at = now() where user_id = $1 and gym_id = $2 and ends_at > now()',
    [userId, gymId],
  );
  return (rowCount ?? 0) > 0;
}

/** The member's running check-in, if any (gym_check_ins_user_idx). */
export async function myCheckIn(db: Queryable, userId: number): Promise<CheckIn | null> {
  const { rows } = await db.query<CheckInRow>(
    `select c.id, c.gym_id, g.name as gym_name, c.audience, c.started_at, c.ends_at
     from gym_check_ins c join gyms g on g.id = c.gym_id
     where c.user_id = $1 and c.ends_at > now() order by c.ends_at desc limit 1`,
    [userId],
  );
  return rows[0] ? presentCheckIn(rows[0]) : null;
}

/** Whether the viewer `$1` may see check-in `c`: their own, or shown to them and in its audience. */
const VISIBLE = `(c.user_id = $1 or (
    ${shownMemberSql('$1::int', 'c.user_id')} and (
      (c.audience = 'followers' and exists (
         select 1 from follows f where f.follower_id = $1 and f.following_id = c.user_id and f.status = 'accepted'))
      or (c.audience = 'clubs' and exists (
         select 1 from club_members mine join club_members theirs on theirs.club_id = mine.club_id
         where mine.user_id = $1 and mine.status = 'active' and theirs.user_id = c.user_id and theirs.status = 'active'))
    )))`;

/**
 * Who the viewer may see checked in now: at one gym (GET /api/gyms/{id}/here, gym_check_ins_gym_idx)
 * or anywhere among the people they follow and their clubs' members (the dashboard card). The
 * check-ins shown are chosen first (suspended and blocked ids as small hashed sets), then joined
 * to their members: joined before, PostgreSQL hashed every member to join a few hundred running
 * check-ins (10,001 members read at 10,000 members for the 28 shown; 29 now).
 */
export function presentNowQuery(viewerId: number, gymId: number | null): { text: string; values: unknown[] } {
  return {
    text: `with shown as materialized (
       select c.user_id, c.gym_id, c.started_at, c.ends_at from gym_check_ins c
       where c.ends_at > now() and ($2::int is null or c.gym_id = $2) and ${VISIBLE}
       order by c.started_at desc limit ${SHOWN}
     )
     select ${memberJsonSql('u')} as user, json_build_object('id', g.id, 'name', g.name) as gym,
       to_char(c.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as since,
       to_char(c.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as until
     from shown c join users u on u.id = c.user_id join gyms g on g.id = c.gym_id
     order by c.started_at desc`,
    values: [viewerId, gymId],
  };
}

export async function presentNow(db: Queryable, viewerId: number, gymId: number | null): Promise<GymPresence[]> {
  const query = presentNowQuery(viewerId, gymId);
  return (await db.query<GymPresence>(query.text, query.values)).rows;
}
