import { addDays, utcIsoDate } from '@common/fitness/dates';
import type { ChallengeInput } from '@common/schemas/challenges';
import type { ClubInput } from '@common/schemas/clubs';
import type { Queryable } from '../../db/pool';
import { uniqueName } from '../factories';

/** A club inserted directly with its owner as an active member. */
export async function buildClub(db: Queryable, ownerId: number, o: Partial<ClubInput> = {}): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into clubs (owner_id, name, description, sport, join_policy, home_gym_id)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      ownerId,
      o.name ?? uniqueName('Club'),
      o.description ?? null,
      o.sport ?? 'any',
      o.joinPolicy ?? 'open',
      o.homeGymId ?? null,
    ],
  );
  await db.query(`insert into club_members (club_id, user_id, role, status) values ($1, $2, 'owner', 'active')`, [
    rows[0].id,
    ownerId,
  ]);
  return rows[0].id;
}

/** Makes a member an active member of a club directly. */
export async function addClubMember(db: Queryable, clubId: number, userId: number, role = 'member'): Promise<void> {
  await db.query(
    `insert into club_members (club_id, user_id, role, status) values ($1, $2, $3, 'active')
     on conflict (club_id, user_id) do update set status = 'active'`,
    [clubId, userId, role],
  );
}

/** A valid challenge body: distance, any sport, the given range (UTC by default). */
export function challengeBody(o: Partial<ChallengeInput> = {}): ChallengeInput {
  return {
    title: 'Spring distance',
    metric: 'distance',
    sport: 'any',
    // Running now: a challenge that has already ended is refused at creation.
    startsOn: addDays(utcIsoDate(), -1),
    endsOn: addDays(utcIsoDate(), 30),
    timeZone: 'UTC',
    ...o,
  };
}
