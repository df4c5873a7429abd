import { DEFAULT_SETTINGS } from '@common/schemas/settings';
import { notBlockedSql } from '../moderation/block-filter';
import { allowsSql } from '../privacy/policy';

// Who sees a post (D5), as SQL conditions so every list stays one query. A post is visible to
// its author, to admins, and to a viewer whom both the post's audience and the author's profile
// visibility let in: the post's own audience can only narrow the profile's choice. Its location
// (and the place's coordinates) only reach viewers the author's location sharing lets in.
//
// Every posts query takes the viewer as its first two parameters: these placeholders name them.
export const VIEWER_ID = '$1::int';
export const VIEWER_IS_ADMIN = '$2::boolean';

/**
 * The author's profile visibility, from `column` (e.g. `s.profile_visibility` of a joined
 * user_settings row); the spec's default when the settings row is missing.
 */
export const profileVisibilitySql = (column: string) =>
  `coalesce(${column}, '${DEFAULT_SETTINGS.privacy.profileVisibility}')`;
export const locationSharingSql = (settings: string) =>
  `coalesce(${settings}.location_sharing, '${DEFAULT_SETTINGS.privacy.locationSharing}')`;

/**
 * The privacy part of the rule for one post `p` whose author's settings are `settings`: the
 * post's audience and the author's profile visibility both let the viewer in. No admin shortcut
 * and no blocks: reports use it (a member may report what they could see before a block).
 */
export function privacyAllowsPostSql(p: string, settings: string): string {
  return `(${allowsSql(`${p}.audience`, `${p}.user_id`, VIEWER_ID)}
    and ${allowsSql(profileVisibilitySql(`${settings}.profile_visibility`), `${p}.user_id`, VIEWER_ID)})`;
}

/**
 * The whole rule for one post `p` whose author's settings are `settings` (single posts, short
 * lists): admins, or privacy lets the viewer in and no block stands between viewer and author
 * (issue 9). Liking, commenting and saving go through it too, so a blocked member's post is 404.
 */
export function postVisibleSql(p: string, settings: string): string {
  return `(${VIEWER_IS_ADMIN} or (${privacyAllowsPostSql(p, settings)}
    and ${notBlockedSql(VIEWER_ID, `${p}.user_id`)}))`;
}

/** Whether the viewer may see the location of a post `p` by the author whose settings are `settings`. */
export function locationVisibleSql(p: string, settings: string): string {
  return `(${VIEWER_IS_ADMIN} or ${allowsSql(locationSharingSql(settings), `${p}.user_id`, VIEWER_ID)})`;
}

/**
 * Lists over many posts of few authors (the feed, a member's posts) decide the relation once per
 * author instead of once per post: `seesFriendsOnly` is what a 'friends' choice lets in (the
 * author themself or a friend), computed by the privacy policy itself.
 */
export function seesFriendsOnlySql(authorId: string): string {
  return allowsSql(`'friends'`, authorId, VIEWER_ID);
}

/**
 * `allows()` of modules/privacy/policy.ts for a choice, given the per-author relation above
 * (self or friend). Proven equal to `allowsSql` for every choice and relation in visibility.test.ts.
 */
export function allowsGivenRelationSql(choice: string, authorId: string, seesFriendsOnly: string): string {
  return `(${authorId} = ${VIEWER_ID} or ${choice} = 'public' or (${choice} = 'friends' and ${seesFriendsOnly}))`;
}
