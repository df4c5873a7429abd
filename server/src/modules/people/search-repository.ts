import { escapeLike, foldedLikeText } from '../../db/escape-like';
import type { Queryable } from '../../db/pool';
import { notBlockedSql } from '../access';
import { type PersonRow, personColumns } from './person-row';

/**
 * People search: name or username contains the text, ignoring case and, in names, accents ("jose"
 * finds José; migration 0228). The trigram GIN indexes users_username_trgm_idx on lower(username)
 * and users_name_fold_trgm_idx on fold_search_text(name) serve the `like '%text%'` conditions.
 * Ranked: the exact username, then names or usernames that start with the text, then names with a
 * later word that does, then any other match. A text shorter than a trigram finds only the first
 * three kinds (decision 0039). The viewer, suspended members and members blocked either way with
 * the viewer (issue 9; not for admins) are left out.
 */
export async function searchPeople(
  db: Queryable,
  viewer: { id: number; isAdmin: boolean },
  text: string,
  limit: number,
  before?: number,
): Promise<PersonRow[] | 'before gone'> {
  const { rows } = await db.query<PersonRow>(searchPeopleQuery(viewer, text, limit, before));
  // The next page starts from the `before` member's row: once they deleted their account there is
  // none, nothing compares after it, and the page would be [] (the list ending early, silently).
  // Such a page is always empty, so only an empty one is checked; the caller answers 400.
  if (rows.length === 0 && before !== undefined) {
    const anchor = await db.query('select 1 from users where id = $1', [before]);
    if (anchor.rowCount === 0) return 'before gone';
  }
  return rows;
}

/** The shortest text matched anywhere in a name or username (decision 0039): one trigram. */
export const SHORTEST_CONTAINS_TEXT = 3;

/** The search text ($3) folded as names are, then escaped for LIKE (fold first: see foldedLikeText). */
const FOLDED_TEXT = foldedLikeText('$3');
/** Name patterns: the folded text anywhere, at the start, at the start of a later word. */
const NAME_CONTAINS = `'%' || ${FOLDED_TEXT} || '%'`;
const NAME_STARTS = `${FOLDED_TEXT} || '%'`;
const NAME_WORD_STARTS = `'% ' || ${FOLDED_TEXT} || '%'`;

/** The ranking of member `u` for the search text: the order's first key. */
const rankSql = (u: string) => `case
    when lower(${u}.username) = lower($3) then 0
    when lower(${u}.username) like lower($4) or fold_search_text(${u}.name) like ${NAME_STARTS} then 1
    when fold_search_text(${u}.name) like ${NAME_WORD_STARTS} then 2
    else 3
  end`;

/**
 * The statement itself, apart, so a test can EXPLAIN exactly what the route runs. A later page
 * (`before`: the last member of the page before) is a keyset on the whole order, the ranking
 * included, read off that member's row.
 */
export function searchPeopleQuery(
  viewer: { id: number; isAdmin: boolean },
  text: string,
  limit: number,
  before?: number,
) {
  const needle = escapeLike(text);
  // "Contains" holds no whole trigram below 3 characters, so the indexes cannot narrow it and every
  // member would be read and ranked; a start of a word holds one (pg_trgm pads a word's start).
  const startsOnly = [...text].length < SHORTEST_CONTAINS_TEXT;
  const after =
    before === undefined
      ? ''
      : ` and (${rankSql('u')}, lower(u.name), u.id) > (select ${rankSql('b')}, lower(b.name), b.id from users b where b.id = $6)`;
  return {
    text: `select ${personColumns(viewer.isAdmin)}
     from users u
     left join user_settings s on s.user_id = u.id
     where (lower(u.username) like lower($2) or fold_search_text(u.name) like ${startsOnly ? NAME_STARTS : NAME_CONTAINS}${
       startsOnly ? ` or fold_search_text(u.name) like ${NAME_WORD_STARTS}` : ''
     })
       and u.id <> $1 and u.suspended_at is null${viewer.isAdmin ? '' : ` and ${notBlockedSql('$1::int', 'u.id')}`}${after}
     order by ${rankSql('u')}, lower(u.name), u.id
     limit $5`,
    values: [
      viewer.id,
      startsOnly ? `${needle}%` : `%${needle}%`,
      text,
      `${needle}%`,
      limit,
      ...(before === undefined ? [] : [before]),
    ],
  };
}
