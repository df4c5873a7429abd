import type { Queryable } from '../../db/pool';

const known = new WeakMap<object, Promise<boolean>>();

/**
 * Whether the posts domain's table is there (it lands in its own issue, in parallel with this
 * one). Asked once per pool: migrations run before the app serves, so the answer cannot change
 * while it runs. Once both domains are merged this is always true.
 */
function hasPostsTable(db: Queryable): Promise<boolean> {
  let answer = known.get(db);
  if (!answer) {
    answer = db
      .query<{ ok: boolean }>(
        `select exists (select 1 from information_schema.columns
           where table_schema = current_schema() and table_name = 'posts' and column_name = 'user_id') as ok`,
      )
      .then((r) => r.rows[0].ok);
    known.set(db, answer);
  }
  return answer;
}

/** A SQL expression counting the posts of the member in column `userIdColumn` (0 without posts). */
export async function postsCountSql(db: Queryable, userIdColumn: string): Promise<string> {
  return (await hasPostsTable(db)) ? `(select count(*) from posts p where p.user_id = ${userIdColumn})` : '0';
}
