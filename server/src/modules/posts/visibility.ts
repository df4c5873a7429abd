import { allowsGivenFriendSql, allowsSql, settingSql, shownMemberSql } from '../access';

// Who sees a post (D5, issue 31): each post's own audience decides, as the access module's rule
// (public, friends, only me) with blocks either way refusing, and nobody but admins sees the posts
// of a suspended member; its author and admins always see it.
// The author's profile visibility is only the composer's default audience, never a second gate: a
// post shared as Public is seen by everyone, as the composer's globe says. Its location (and the
// place's coordinates) only reach viewers the author's location sharing lets in. All of it as SQL
// conditions built from the access module, so every list stays one query.
//
// Every posts query takes the viewer as its first two parameters: these placeholders name them.
export const VIEWER_ID = '$1::int';
export const VIEWER_IS_ADMIN = '$2::boolean';

export const locationSharingSql = (settings: string) => settingSql(`${settings}.location_sharing`, 'locationSharing');

/**
 * The privacy part of the rule for one post `p`: its audience lets the viewer in, or it was
 * written in a private club the viewer is an active member of. No admin shortcut and no blocks:
 * reports use it (a member may report what they could see before a block).
 */
export function privacyAllowsPostSql(p: string): string {
  return `(${allowsSql(`${p}.audience`, `${p}.user_id`, VIEWER_ID)} or ${clubMembersSeeSql(p)})`;
}

/**
 * A post written in a private club (migration 0226: stored as 'private', marked members-only) is
 * seen by the club's active members too. Probed only for 'private' posts, by club_posts_post_idx
 * and the members' primary key. Lists of many authors (feeds, a member's posts) never add it:
 * such a post shows in its club's feed, not in home feeds.
 */
function clubMembersSeeSql(p: string): string {
  return `(${p}.audience = 'private' and exists (select 1 from club_posts cp
    join club_members cm on cm.club_id = cp.club_id and cm.user_id = ${VIEWER_ID} and cm.status = 'active'
    where cp.post_id = ${p}.id and cp.members_only))`;
}

/** The private club whose members only may see the post `p` (json {id, name}), or null. */
export function membersOnlyClubSql(p: string): string {
  return `case when ${p}.audience = 'private' then (select json_build_object('id', c.id, 'name', c.name)
    from club_posts cp join clubs c on c.id = cp.club_id where cp.post_id = ${p}.id and cp.members_only limit 1) end`;
}

/**
 * The whole rule for one post `p` (single posts, short lists): admins, or its audience lets the
 * viewer in, no block stands between viewer and author (issue 9) and the author is not suspended.
 * Liking, commenting and saving go through it too, so a blocked or suspended member's post is 404.
 */
export function postVisibleSql(p: string): string {
  return `(${VIEWER_IS_ADMIN} or (${privacyAllowsPostSql(p)} and ${shownMemberSql(VIEWER_ID, `${p}.user_id`)}))`;
}

/** Whether the viewer may see the location of a post `p` by the author whose settings are `settings`. */
export function locationVisibleSql(p: string, settings: string): string {
  return `(${VIEWER_IS_ADMIN} or ${allowsSql(locationSharingSql(settings), `${p}.user_id`, VIEWER_ID)})`;
}

/**
 * Lists over many posts of few authors (the feed, a member's posts) decide the relation once per
 * author instead of once per post: `seesFriendsOnly` is what a 'friends' choice lets in (the
 * author themself or a friend), computed by the access rule itself.
 */
export function seesFriendsOnlySql(authorId: string): string {
  return allowsSql(`'friends'`, authorId, VIEWER_ID);
}

/**
 * `allows()` of the access module for a choice, given the per-author relation above (self or
 * friend). Proven equal to `allowsSql` for every choice and relation in visibility.test.ts.
 */
export function allowsGivenRelationSql(choice: string, authorId: string, seesFriendsOnly: string): string {
  return allowsGivenFriendSql(choice, authorId, VIEWER_ID, seesFriendsOnly);
}
