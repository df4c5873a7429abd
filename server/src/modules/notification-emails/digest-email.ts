import type { Queryable } from '../../db/pool';
import type { MessageBuilder } from '../mail';
import { getSettings } from '../privacy';
import { digestTypes } from './email-choices';
import { MAILABLE_MEMBER_SQL, notificationMessage } from './notification-message';
import { shownNewsSql } from './shown-news-sql';

export const DIGEST_KIND = 'digest';
const MAX_LINES = 50;

interface DigestItem {
  type: 'follow' | 'like' | 'comment';
  actor_name: string;
  actor_username: string;
  post_excerpt: string | null;
}

const excerpt = (text: string | null) => (text ? ` “${text.length > 60 ? `${text.slice(0, 57)}...` : text}”` : '');

function lineOf(item: DigestItem): string {
  const who = `${item.actor_name} (@${item.actor_username})`;
  if (item.type === 'follow') return `${who} started following you`;
  const what = item.type === 'like' ? 'liked' : 'commented on';
  return `${who} ${what} your post${excerpt(item.post_excerpt)}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The window's unread notifications of the chosen types, newest first (notifications_user_idx):
 * those the notifications list shows, so the email never tells of a like taken back (or on a
 * deleted post) nor of a suspended member's follow, and its counts agree with the bell.
 */
async function itemsOf(db: Queryable, userId: number, types: string[], from: string | null, to: string) {
  const { rows } = await db.query<DigestItem>(
    `select n.type, coalesce(ra.name, a.name) as actor_name, coalesce(ltrim(ra.handle, '@'), a.username) as actor_username,
       left(p.content, 80) as post_excerpt
     from notifications n
     join users a on a.id = n.actor_id
     -- Issue 37: a remote reply or like names the remote account (the member is the row's actor).
     left join federation_actors ra on ra.id = n.remote_actor_id
     left join posts p on p.id = n.post_id
     where n.user_id = $1 and n.read_at is null and n.type = any($2) and ${shownNewsSql('n', '$1::int')}
       and n.created_at >= coalesce($3::timestamptz, '-infinity') and n.created_at < $4::timestamptz
     order by n.id desc limit 1000`,
    [userId, types, from, to],
  );
  return rows;
}

/**
 * The daily or weekly digest of follows, likes and comments (issue 18, point 3): what arrived in
 * the window and is still unread (what the member already saw in the app is not repeated).
 */
export const buildDigest: MessageBuilder = async (job, { tx, config }) => {
  if (!job.user_id) return null;
  const { rows } = await tx.query<{ id: number; email: string }>(
    `select u.id, u.email from users u where u.id = $1 and ${MAILABLE_MEMBER_SQL}`,
    [job.user_id],
  );
  const member = rows[0];
  if (!member) return null;
  const settings = (await getSettings(tx, member.id)).notifications;
  const types = digestTypes(settings);
  if (types.length === 0) return null;
  const items = await itemsOf(tx, member.id, types, (job.payload.from as string) ?? null, String(job.payload.to));
  if (items.length === 0) return null;
  const count = (type: DigestItem['type']) => items.filter((i) => i.type === type).length;
  const summary = [
    count('follow') && plural(count('follow'), 'new follower', 'new followers'),
    count('like') && plural(count('like'), 'like', 'likes'),
    count('comment') && plural(count('comment'), 'comment', 'comments'),
  ].filter(Boolean);
  const period = settings.digest === 'weekly' ? 'weekly' : 'daily';
  const list = items.slice(0, MAX_LINES).map(lineOf);
  if (items.length > MAX_LINES) list.push(`and ${items.length - MAX_LINES} more`);
  return notificationMessage(tx, config, member, 'digest', `Your FitCircle ${period} digest: ${summary.join(', ')}`, {
    heading: `Your ${period} FitCircle digest`,
    paragraphs: [`Since your last digest: ${summary.join(', ')}.`],
    list,
    button: { label: 'See your notifications', url: `${config.publicUrl}/notifications` },
  });
};
