import type { ClubInputParsed, ClubListQuery } from '@common/schemas/clubs';
import type { Queryable } from '../../db/pool';
import { blockBetweenSql, type Viewer } from '../access';
import { CLUB_SELECT, type ClubRow, clubJoins, clubVisibleSql } from './club-row';

/** One club with the viewer's membership. */
export async function findClub(db: Queryable, id: number, viewerId: number): Promise<ClubRow | undefined> {
  const { rows } = await db.query<ClubRow>(
    `select ${CLUB_SELECT} from clubs c ${clubJoins('$2::int')} where c.id = $1`,
    [id, viewerId],
  );
  return rows[0];
}

/** A new club and its owner's membership, in the caller's transaction. Undefined when the gym is gone. */
export async function insertClub(tx: Queryable, ownerId: number, input: ClubInputParsed): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into clubs (owner_id, name, description, sport, join_policy, home_gym_id, image_url)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [ownerId, input.name, input.description, input.sport, input.joinPolicy, input.homeGymId, input.imageUrl],
  );
  const id = rows[0].id;
  await tx.query(`insert into club_members (club_id, user_id, role, status) values ($1, $2, 'owner', 'active')`, [
    id,
    ownerId,
  ]);
  return id;
}

export async function updateClub(db: Queryable, id: number, input: ClubInputParsed): Promise<void> {
  await db.query(
    `update clubs set name = $2, description = $3, sport = $4, join_policy = $5, home_gym_id = $6, image_url = $7
     where id = $1`,
    [id, input.name, input.description, input.sport, input.joinPolicy, input.homeGymId, input.imageUrl],
  );
}

export async function gymExists(db: Queryable, gymId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from gyms where id = $1', [gymId]);
  return rows.length > 0;
}

/** `%text%` for LIKE, with `%`, `_` and `\` matched literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * GET /api/clubs: the clubs the viewer may know of, newest first (keyset by id); `q` matches the
 * name anywhere (clubs_search_trgm_idx).
 */
export async function listClubs(db: Queryable, viewer: Viewer, query: ClubListQuery): Promise<ClubRow[]> {
  const { rows } = await db.query<ClubRow>(
    `select ${CLUB_SELECT} from clubs c ${clubJoins('$1::int')}
     where ${clubVisibleSql('$2::boolean')} and ($3::text is null or c.search_text like $3)
       and ($4::int is null or c.id < $4)
     order by c.id desc limit $5`,
    [viewer.id, viewer.isAdmin, query.q ? containsPattern(query.q) : null, query.before ?? null, query.limit],
  );
  return rows;
}

/**
 * GET /api/clubs/mine: the viewer's clubs and invitations, newest membership first. An invitation
 * blocked either way between the viewer and the owner is left out: accepting it is refused, and
 * it comes back if the block is lifted.
 */
export async function listMyClubs(db: Queryable, viewerId: number): Promise<ClubRow[]> {
  const { rows } = await db.query<ClubRow>(
    `select ${CLUB_SELECT} from club_members m join clubs c on c.id = m.club_id
     left join gyms g on g.id = c.home_gym_id
     where m.user_id = $1
       and (m.status = 'active' or (m.status = 'invited' and not ${blockBetweenSql('c.owner_id', 'm.user_id')}))
     order by m.status, c.name limit 200`,
    [viewerId],
  );
  return rows;
}

/** GET /api/gyms/{id}/clubs: the clubs that call the gym home (that the viewer may know of). */
export async function listGymClubs(db: Queryable, viewer: Viewer, gymId: number): Promise<ClubRow[]> {
  const { rows } = await db.query<ClubRow>(
    `select ${CLUB_SELECT} from clubs c ${clubJoins('$1::int')}
     where c.home_gym_id = $3 and ${clubVisibleSql('$2::boolean')}
     order by c.id desc limit 50`,
    [viewer.id, viewer.isAdmin, gymId],
  );
  return rows;
}

/**
 * GET /api/clubs/suggested: clubs the member is not in, that they may join: first those at
 * their home gym, then those of the sport they do most (their activities), then the biggest.
 */
export async function suggestClubs(db: Queryable, viewerId: number, limit: number): Promise<ClubRow[]> {
  const { rows } = await db.query<ClubRow>(
    `with me as (
       select u.home_gym_id,
         (select a.sport from activities a where a.user_id = u.id and a.sport is not null
          group by a.sport order by count(*) desc limit 1) as sport
       from users u where u.id = $1
     )
     select ${CLUB_SELECT} from clubs c ${clubJoins('$1::int')} cross join me
     where c.join_policy <> 'private' and m.status is null
       and (c.home_gym_id = me.home_gym_id or c.sport = me.sport)
     order by (c.home_gym_id is not distinct from me.home_gym_id) desc, (c.sport = me.sport) desc,
       c.member_count desc, c.id desc
     limit $2`,
    [viewerId, limit],
  );
  return rows;
}
