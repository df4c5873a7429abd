import { LIMITS } from '@common/limits';
import { shownMemberSql } from '../access';
import type { MessageBuilder } from '../mail';
import { getSettings } from '../privacy';
import { MAILABLE_MEMBER_SQL, notificationMessage } from './notification-message';

export const UNREAD_MESSAGES_KIND = 'unread_messages';

/**
 * "You have unread messages" (issue 18, point 3): one email for everything unread up to the
 * message that made it due, by sender, without the messages' text (chats stay in the app). If
 * the member read them since, or turned the email off, nothing is sent.
 */
export const buildUnreadMessages: MessageBuilder = async (job, { tx, config }) => {
  if (!job.user_id) return null;
  const { rows: members } = await tx.query<{ id: number; email: string }>(
    `select u.id, u.email from users u where u.id = $1 and ${MAILABLE_MEMBER_SQL}`,
    [job.user_id],
  );
  const member = members[0];
  if (!member || (await getSettings(tx, member.id)).notifications.messages !== 'email_push') return null;
  // messages_unread_idx: the member's unread messages by sender.
  const { rows: senders } = await tx.query<{ name: string; username: string; count: number }>(
    `select s.name, s.username, count(*)::int as count
     from messages m join users s on s.id = m.sender_id
     where m.receiver_id = $1 and m.read_at is null and m.id <= $2 and ${shownMemberSql('$1::int', 'm.sender_id')}
     group by s.id, s.name, s.username order by max(m.id) desc`,
    [member.id, Number(job.payload.upTo)],
  );
  if (senders.length === 0) return null;
  const total = senders.reduce((sum, s) => sum + s.count, 0);
  const subject = `You have ${total} unread ${total === 1 ? 'message' : 'messages'} on FitCircle`;
  return notificationMessage(tx, config, member, 'messages', subject, {
    heading: subject,
    paragraphs: [`These messages have been waiting for you for at least ${LIMITS.unreadEmailDelayMinutes} minutes:`],
    list: senders.map((s) => `${s.name} (@${s.username}): ${s.count} ${s.count === 1 ? 'message' : 'messages'}`),
    button: { label: 'Open your messages', url: `${config.publicUrl}/chat` },
  });
};
