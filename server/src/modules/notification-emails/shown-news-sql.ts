import { ADMIN_DECISION_TYPES } from '@common/schemas/notifications';
import { blockBetweenSql, remoteNewsSeenSql, shownMemberSql } from '../access';

// Which stored notifications a member is still shown: the notifications list, the bell's count
// (the notifications module) and the email digest read by the same rule, so an email never tells
// of a like that was taken back or of a member the app no longer shows. It lives here, the lower
// of the two modules: the notifications module calls into this one when it stores news.

const ADMIN_DECISIONS_SQL = ADMIN_DECISION_TYPES.map((t) => `'${t}'`).join(', ');

/**
 * Notification `n` (an alias of a `notifications` row) is one its recipient is shown: what it
 * tells still holds, it comes from a member they are shown, and not from a remote account they no
 * longer see. `recipient` is the statement's parameter for `n.user_id`, so the hidden members are
 * read once per statement.
 */
export function shownNewsSql(n: string, recipient: string): string {
  return `(${remoteNewsSeenSql(recipient, `${n}.remote_actor_id`)} and ${stillHoldsSql(n)}
    and ${fromShownActorSql(n, recipient)})`;
}

/**
 * Whether what notification `n` tells still holds: the like, the comment, the follow; the club,
 * event or challenge it is about (issue 34's columns have no foreign keys). One undone (an unlike,
 * a deleted comment or post, an unfollow, a deleted club) leaves its notification out of the list
 * and the bell's count, whichever way it went (a cascade, an admin's removal). Primary-key or
 * index probes: likes (post_id, user_id), comments (user_id, post_id), follows (follower, following),
 * club_members (club_id, user_id). A remote account's like or reply (issue 37) holds while the
 * federation module's row does: an Undo, a Delete of the reply or of the post removes it, and the
 * news would otherwise lead to "Post not found" (federation_likes' primary key; a post's replies,
 * federation_comments_post_idx).
 *
 * An invitation holds while the membership row it made stands: invited, or active once accepted
 * (the club page it leads to then shows the member's club, with no Accept to fail). Withdrawn by
 * an admin, declined, or left after accepting, the row is gone and so is the news; for a private
 * club it would lead to "Club not found". A row made after the notification (invited again, or
 * joined anew) is a later invitation's or none: its own notification tells it, not this one.
 * An invitation blocked either way between the invitee and the club's owner since it was sent
 * can no longer be accepted: its news is left out while the block lasts (clubs' primary key, then
 * two probes of blocks' primary key).
 */
export function stillHoldsSql(n: string): string {
  return `(case when ${n}.remote_actor_id is not null then ${remoteStillHoldsSql(n)} else case ${n}.type
    when 'like' then exists (select 1 from likes l where l.post_id = ${n}.post_id and l.user_id = ${n}.actor_id)
    when 'comment' then ${n}.comment_id is not null
      or exists (select 1 from comments c where c.user_id = ${n}.actor_id and c.post_id = ${n}.post_id)
    when 'follow' then exists (select 1 from follows f where f.follower_id = ${n}.actor_id and f.following_id = ${n}.user_id)
    when 'club_request' then exists (select 1 from clubs cl where cl.id = ${n}.club_id)
    when 'club_invite' then exists (select 1 from club_members cm where cm.club_id = ${n}.club_id
      and cm.user_id = ${n}.user_id and cm.created_at <= ${n}.created_at
      and (cm.status = 'active' or (cm.status = 'invited' and not exists (select 1 from clubs cl
        where cl.id = cm.club_id and ${blockBetweenSql('cl.owner_id', 'cm.user_id')}))))
    when 'club_approved' then exists (select 1 from clubs cl where cl.id = ${n}.club_id)
    when 'event_reminder' then exists (select 1 from club_events ev where ev.id = ${n}.event_id)
    when 'challenge_overtaken' then exists (select 1 from challenges ch where ch.id = ${n}.challenge_id)
    when 'challenge_completed' then exists (select 1 from challenges ch where ch.id = ${n}.challenge_id)
    else true end end)`;
}

/** A remote account's like or reply on the member's post is still there (see stillHoldsSql). */
function remoteStillHoldsSql(n: string): string {
  return `case ${n}.type
    when 'like' then exists (select 1 from federation_likes fl
      where fl.post_id = ${n}.post_id and fl.actor_id = ${n}.remote_actor_id)
    when 'comment' then exists (select 1 from federation_comments fc
      where fc.post_id = ${n}.post_id and fc.actor_id = ${n}.remote_actor_id)
    else true end`;
}

/**
 * Whether the member who acted in notification `n` is one its recipient is still shown: news of a
 * like, comment, follow or club request from a member blocked either way or suspended is left out
 * while that lasts, as what they did is. News the member made themselves (a record) and an admin's
 * decision about them (a badge, an edit of their profile) always stand. `recipient` is the
 * statement's parameter for `n.user_id`, so the hidden members are read once per statement.
 */
function fromShownActorSql(n: string, recipient: string): string {
  return `(${n}.remote_actor_id is not null or ${n}.actor_id = ${n}.user_id
    or ${n}.type in (${ADMIN_DECISIONS_SQL})
    or ${shownMemberSql(recipient, `${n}.actor_id`)})`;
}
