import type { ChallengeSearchQuery } from '@common/schemas/challenge-search';
import type { Challenge } from '@common/schemas/challenges';
import type { Queryable } from '../../db/pool';
import { notBlockedSql, type Viewer } from '../access';
import { containsPattern } from './repository';

// The header search's challenges (issue 34). This module cannot use the challenges module's
// presenter (challenges read clubs: the import would be a loop), so the statement builds the
// same `Challenge` shape (common/schemas/responses/challenges.ts) itself, in JSON.

const CHALLENGE_JSON = `json_build_object(
  'id', ch.id, 'title', ch.title, 'description', ch.description,
  'club', case when cl.id is null then null else json_build_object('id', cl.id, 'name', cl.name) end,
  'creator', json_build_object('id', cu.id, 'username', cu.username, 'name', cu.name,
    'profileImageUrl', cu.profile_image_url, 'profilePicture', cu.profile_image_url, 'isTrainer', cu.is_trainer),
  'metric', ch.metric, 'sport', ch.sport, 'goal', ch.goal, 'target', ch.target::float8,
  'startsOn', to_char(ch.starts_on, 'YYYY-MM-DD'), 'endsOn', to_char(ch.ends_on, 'YYYY-MM-DD'),
  'timeZone', ch.time_zone, 'participantCount', ch.participant_count,
  'joined', exists (select 1 from challenge_participants jp where jp.challenge_id = ch.id and jp.user_id = $1),
  'createdAt', to_char(ch.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/**
 * Who may see a challenge in a list (decision 0033): a public one, or one of a club whose content
 * the viewer may read (an open club, or one they are an active member of); never one made by a
 * member blocked either way. Admins see every challenge.
 */
const visibleSql = (viewer: string, isAdmin: string) => `(${isAdmin} or (
    (ch.club_id is null or cl.join_policy = 'open' or exists (
       select 1 from club_members m where m.club_id = ch.club_id and m.user_id = ${viewer} and m.status = 'active'))
    and ${notBlockedSql(viewer, 'ch.creator_id')}))`;

/**
 * GET /api/challenges/search: the challenges whose title contains `q` that the viewer may see,
 * newest first, keyset-paged by id; one statement per page (challenges_search_trgm_idx finds the
 * titles, the primary key orders them).
 */
export async function searchChallenges(
  db: Queryable,
  viewer: Viewer,
  query: ChallengeSearchQuery,
): Promise<Challenge[]> {
  const { rows } = await db.query<{ challenge: Challenge }>(
    `select ${CHALLENGE_JSON} as challenge
     from challenges ch left join clubs cl on cl.id = ch.club_id join users cu on cu.id = ch.creator_id
     where ch.search_text like $2 and ($3::int is null or ch.id < $3) and ${visibleSql('$1::int', '$5::boolean')}
     order by ch.id desc limit $4`,
    [viewer.id, containsPattern(query.q), query.before ?? null, query.limit, viewer.isAdmin],
  );
  return rows.map((r) => r.challenge);
}
