/**
 * A SQL expression counting the posts of the member in column `userIdColumn`. Counts are part of
 * what every profile shows, even a private one (spec section 2, D5), so this counts all of them.
 */
export function postsCountSql(userIdColumn: string): string {
  return `(select count(*) from posts p where p.user_id = ${userIdColumn})`;
}
