import type { DemoContext } from './index';

/**
 * What the demo's follows, likes, comments, unread messages and granted badges would have notified, each at the
 * time of its event and written oldest first (so the bell's list, newest id first, reads newest
 * first), in one statement. An unread message notification counts the sender's unread messages.
 */
export async function seedDemoNotifications(ctx: DemoContext): Promise<void> {
  await ctx.pool.query(
    `insert into notifications (user_id, actor_id, type, post_id, count, badge, created_at)
     select user_id, actor_id, type, post_id, count, badge, created_at from (
       select following_id as user_id, follower_id as actor_id, 'follow' as type, null::bigint as post_id,
              1 as count, null::text as badge, created_at
       from follows
       union all
       select p.user_id, l.user_id, 'like', p.id, 1, null, l.created_at from likes l join posts p on p.id = l.post_id
       union all
       select p.user_id, c.user_id, 'comment', p.id, 1, null, c.created_at
       from comments c join posts p on p.id = c.post_id
       union all
       select receiver_id, sender_id, 'message', null, count(*)::int, null, max(created_at)
       from messages where read_at is null group by receiver_id, sender_id
       union all
       select user_id, decided_by, 'badge_granted', null, 1, badge, decided_at
       from badge_requests where status = 'granted'
     ) done
     where user_id <> actor_id
     order by created_at`,
  );
  // Notifications of what the members have seen since (their earlier messages, old follows) are read.
  await ctx.pool.query(
    `update notifications n set read_at = n.created_at + interval '2 hours'
     where n.created_at < $1::timestamptz - interval '3 days'`,
    [ctx.now],
  );
}
