import { allowsSql } from '../access';

/**
 * A SQL expression counting the posts of the member in column `userIdColumn` that the viewer may
 * see (each post's own audience, D5), so a profile's count agrees with its list of posts: `viewerId`
 * and `viewerIsAdmin` are SQL expressions (placeholders) for the viewer.
 */
export function postsCountSql(userIdColumn: string, viewerId: string, viewerIsAdmin: string): string {
  return `(select count(*) from posts p where p.user_id = ${userIdColumn}
    and (${viewerIsAdmin} or ${allowsSql('p.audience', 'p.user_id', viewerId)}))`;
}
