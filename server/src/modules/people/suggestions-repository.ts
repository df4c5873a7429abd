import type { Queryable } from '../../db/pool';
import { detailsAllowedSql, personColumns, type SuggestionRow } from './person-row';

/**
 * The ranking of suggestions, most telling first. Each term is a SQL expression over the
 * candidate `u`, the viewer `me` and the friends-of-friends count `fof`; a later issue adds one
 * more (the gyms issue: same home gym first) by putting a term in this list.
 */
export const SUGGESTION_ORDER: string[] = [
  // Friends of friends: how many of the people the viewer follows follow the candidate.
  'coalesce(fof.mutual_count, 0) desc',
  // A shared fitness goal.
  '(u.fitness_goal is not null and u.fitness_goal = me.fitness_goal) desc',
  // Recent members.
  'u.created_at desc',
  'u.id desc',
];

/**
 * People the viewer may want to follow, in one query: everyone but the viewer, the people they
 * already follow and suspended members, ranked by SUGGESTION_ORDER. The mutual count is one
 * grouped join over the viewer's follows (primary-key and follows_follower_id_id_idx lookups).
 */
export async function suggestPeople(
  db: Queryable,
  viewer: { id: number; isAdmin: boolean },
  limit: number,
): Promise<SuggestionRow[]> {
  const { rows } = await db.query<SuggestionRow>(
    `with me as (select id, fitness_goal from users where id = $1),
     fof as (
       select f2.following_id as user_id, count(*) as mutual_count
       from follows f1
       join follows f2 on f2.follower_id = f1.following_id
       where f1.follower_id = $1
       group by f2.following_id
     )
     select ${personColumns(viewer.isAdmin)},
       coalesce(fof.mutual_count, 0)::int as mutual_count,
       case when u.fitness_goal = me.fitness_goal and ${detailsAllowedSql(viewer.isAdmin)}
         then u.fitness_goal end as shared_goal
     from users u
     cross join me
     left join user_settings s on s.user_id = u.id
     left join fof on fof.user_id = u.id
     where u.id <> $1 and u.suspended_at is null
       and not exists (select 1 from follows f where f.follower_id = $1 and f.following_id = u.id)
     order by ${SUGGESTION_ORDER.join(', ')}
     limit $2`,
    [viewer.id, limit],
  );
  return rows;
}
