import type { Queryable } from '../../db/pool';
import { allowsSql, notBlockedSql, settingSql } from '../access';
import { detailsAllowedSql, personColumns, type SuggestionRow } from './person-row';

// False, never null, when either value is unset (a null would sort first in a descending order).
const SAME_GYM = 'coalesce(u.home_gym_id = me.home_gym_id, false) desc';
const SAME_GOAL = 'coalesce(u.fitness_goal = me.fitness_goal, false) desc';

/**
 * The ranking of suggestions, most telling first. Each term is a SQL expression over the
 * candidate `u`, the viewer `me` and the friends-of-friends count `fof`.
 */
export const SUGGESTION_ORDER: string[] = [
  // Members who call the viewer's gym home: the people you could meet there (the gyms issue).
  SAME_GYM,
  // Friends of friends: how many of the people the viewer follows follow the candidate.
  'coalesce(fof.mutual_count, 0) desc',
  // A shared fitness goal.
  SAME_GOAL,
  // Recent members.
  'u.created_at desc',
  'u.id desc',
];

/**
 * A member the viewer could follow: not themself, not already followed, not suspended, no block
 * either way (issue 9: following them would be refused, also for admins).
 */
const ELIGIBLE = `u.id <> $1 and u.suspended_at is null
  and not exists (select 1 from follows f where f.follower_id = $1 and f.following_id = u.id)
  and ${notBlockedSql('$1::int', 'u.id')}`;

/**
 * Where candidates come from, so the ranking never reads every member: each source is a bounded
 * query of ids ($1 the viewer, $2 the limit). The top N under SUGGESTION_ORDER is always inside
 * their union as long as every criterion term has a source of the members meeting it, ordered by
 * that term and the ones after it, limited to N; and the last source is the newest N. (A member
 * in the top N whose first criterion met is C outranks everyone ahead of them in C's source, so
 * fewer than N are ahead of them there; a member meeting none is outranked by every newer
 * member, so fewer than N are newer.) A new criterion, such as the gyms issue's "same home gym
 * first", adds its term to SUGGESTION_ORDER and its source here.
 */
export const SUGGESTION_SOURCES: string[] = [
  // The same home gym, by the rest of the order (users_home_gym_id_idx).
  `select u.id from users u cross join me left join fof on fof.user_id = u.id
   where u.home_gym_id = me.home_gym_id and ${ELIGIBLE}
   order by coalesce(fof.mutual_count, 0) desc, ${SAME_GOAL}, u.created_at desc, u.id desc limit $2`,
  // Friends of friends, by mutual count then the rest of the order.
  `select u.id from fof join users u on u.id = fof.user_id cross join me where ${ELIGIBLE}
   order by fof.mutual_count desc, ${SAME_GOAL}, u.created_at desc, u.id desc limit $2`,
  // The same goal, newest first (users_fitness_goal_created_at_idx).
  `select u.id from users u cross join me where u.fitness_goal = me.fitness_goal and ${ELIGIBLE}
   order by u.created_at desc, u.id desc limit $2`,
  // The newest members (users_created_at_idx).
  `select u.id from users u where ${ELIGIBLE} order by u.created_at desc, u.id desc limit $2`,
];

/**
 * Whom a member the viewer follows (`f1.following_id`, settings `ms`) follows counts towards the
 * viewer's mutual connections only when that member's profile details are the viewer's to see:
 * a private member's follows are nobody's business, and a suggestion that appears and vanishes as
 * they follow and unfollow someone would tell a stranger exactly whom.
 */
const MIDDLE_SHOWS_FOLLOWS = allowsSql(
  settingSql('ms.profile_visibility', 'profileVisibility'),
  'f1.following_id',
  '$1',
);

/**
 * People the viewer may want to follow, in one query: the candidates of SUGGESTION_SOURCES,
 * ranked by SUGGESTION_ORDER. The mutual count is one grouped join over the viewer's follows
 * (primary-key lookups), so the cost follows the viewer's network, not the number of members.
 */
export async function suggestPeople(
  db: Queryable,
  viewer: { id: number; isAdmin: boolean },
  limit: number,
): Promise<SuggestionRow[]> {
  const { rows } = await db.query<SuggestionRow>(suggestPeopleQuery(viewer, limit));
  return rows;
}

/** The statement itself, apart, so a benchmark can EXPLAIN exactly what the route runs. */
export function suggestPeopleQuery(viewer: { id: number; isAdmin: boolean }, limit: number) {
  return {
    text: `with me as (select id, fitness_goal, home_gym_id from users where id = $1),
     fof as (
       select f2.following_id as user_id, count(*) as mutual_count
       from follows f1
       left join user_settings ms on ms.user_id = f1.following_id
       join follows f2 on f2.follower_id = f1.following_id
       where f1.follower_id = $1 and ${MIDDLE_SHOWS_FOLLOWS}
       group by f2.following_id
     ),
     candidates as (${SUGGESTION_SOURCES.map((source) => `(${source})`).join(' union ')})
     select ${personColumns(viewer.isAdmin)},
       coalesce(fof.mutual_count, 0)::int as mutual_count,
       case when u.fitness_goal = me.fitness_goal and ${detailsAllowedSql(viewer.isAdmin)}
         then u.fitness_goal end as shared_goal,
       (u.home_gym_id = me.home_gym_id and ${detailsAllowedSql(viewer.isAdmin)}) is true as same_gym
     from candidates c
     join users u on u.id = c.id
     cross join me
     left join user_settings s on s.user_id = u.id
     left join fof on fof.user_id = u.id
     order by ${SUGGESTION_ORDER.join(', ')}
     limit $2`,
    values: [viewer.id, limit],
  };
}
