import type { ChallengeInputParsed, ChallengeListQuery } from '@common/schemas/challenges';
import type { Queryable } from '../../db/pool';
import { notBlockedSql, type Viewer } from '../access';
import { CHALLENGE_JOINS, CHALLENGE_SELECT, type ChallengeRow } from './challenge-row';

export async function findChallenge(db: Queryable, id: number, viewerId: number): Promise<ChallengeRow | undefined> {
  const { rows } = await db.query<ChallengeRow>(
    `select ${CHALLENGE_SELECT} from challenges ch ${CHALLENGE_JOINS} where ch.id = $2`,
    [viewerId, id],
  );
  return rows[0];
}

export async function insertChallenge(db: Queryable, creatorId: number, c: ChallengeInputParsed): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into challenges (creator_id, club_id, title, description, metric, sport, goal, target, starts_on, ends_on,
       time_zone)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      creatorId,
      c.clubId,
      c.title,
      c.description,
      c.metric,
      c.sport,
      c.goal,
      c.target,
      c.startsOn,
      c.endsOn,
      c.timeZone,
    ],
  );
  return rows[0].id;
}

/**
 * Whether PostgreSQL knows time zone `tz`, which decides every member's days (items-sql.ts). The
 * shared schema asks the runtime's Intl, which also knows aliases PostgreSQL's zone data may not
 * ('US/Pacific-New'): stored, such a zone made each later save of the member's activities fail.
 */
export async function isKnownTimeZone(db: Queryable, tz: string): Promise<boolean> {
  try {
    await db.query('select now() at time zone $1', [tz]);
    return true;
  } catch (err) {
    // invalid_parameter_value: 'time zone "..." not recognized'.
    if ((err as { code?: string }).code === '22023') return false;
    throw err;
  }
}

/** Title and description only: the rules of a running challenge stay what members joined. */
export async function updateChallengeText(
  db: Queryable,
  id: number,
  c: { title: string; description: string | null },
): Promise<void> {
  await db.query('update challenges set title = $2, description = $3 where id = $1', [id, c.title, c.description]);
}

/** `%text%` for LIKE, with `%`, `_` and `\` matched literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /api/challenges: public challenges not ended yet (in any time zone: a day's grace), newest
 * first, keyset-paged by id; `q` matches the title. Those made by a member blocked either way with
 * the viewer are left out, as search leaves them out (admins see them all).
 */
export async function listPublicChallenges(
  db: Queryable,
  viewer: Viewer,
  query: ChallengeListQuery,
): Promise<ChallengeRow[]> {
  const { rows } = await db.query<ChallengeRow>(
    `select ${CHALLENGE_SELECT} from challenges ch ${CHALLENGE_JOINS}
     where ch.club_id is null and ch.ends_on >= current_date - 1
       and ($2::text is null or ch.search_text like $2) and ($3::int is null or ch.id < $3)
       and ($5::boolean or ${notBlockedSql('$1::int', 'ch.creator_id')})
     order by ch.id desc limit $4`,
    [viewer.id, query.q ? containsPattern(query.q) : null, query.before ?? null, query.limit, viewer.isAdmin],
  );
  return rows;
}

/** GET /api/challenges/mine: the viewer's challenges, newest first. */
export async function listMyChallenges(db: Queryable, viewerId: number): Promise<ChallengeRow[]> {
  const { rows } = await db.query<ChallengeRow>(
    `select ${CHALLENGE_SELECT} from challenge_participants me join challenges ch on ch.id = me.challenge_id
     ${CHALLENGE_JOINS}
     where me.user_id = $1 order by ch.ends_on desc, ch.id desc limit 100`,
    [viewerId],
  );
  return rows;
}

/** Adds the member (true) or finds them there already (false). */
export async function insertParticipant(
  db: Queryable,
  challengeId: number,
  userId: number,
  timeZone: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into challenge_participants (challenge_id, user_id, time_zone) values ($1, $2, $3) on conflict do nothing`,
    [challengeId, userId, timeZone],
  );
  return (rowCount ?? 0) > 0;
}

/** Leaves: the member's standing and contributions go (the triggers take them off the board). */
export async function deleteParticipant(db: Queryable, challengeId: number, userId: number): Promise<boolean> {
  const { rowCount } = await db.query('delete from challenge_participants where challenge_id = $1 and user_id = $2', [
    challengeId,
    userId,
  ]);
  return (rowCount ?? 0) > 0;
}
