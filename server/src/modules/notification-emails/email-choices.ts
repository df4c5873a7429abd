import type { UnsubscribeList } from '@common/account-email-texts';
import type { Settings } from '@common/schemas/settings';
import type { NotificationChoice } from '@common/vocab';
import type { Queryable } from '../../db/pool';
import { getSettings, updateSettings } from '../privacy';

/** 'email' and 'email_push' put a kind of notification in the email digest. */
export const includesEmail = (choice: string) => choice === 'email' || choice === 'email_push';

/** The notification types the member wants in their digest. */
export function digestTypes(n: Settings['notifications']): ('follow' | 'like' | 'comment')[] {
  const types: ('follow' | 'like' | 'comment')[] = [];
  if (includesEmail(n.friendRequests)) types.push('follow');
  if (includesEmail(n.likesComments)) types.push('like', 'comment');
  return types;
}

/** Without email, a choice keeps what it did in the app: live pushes and the notifications list. */
const withoutEmail = (choice: NotificationChoice): NotificationChoice => (includesEmail(choice) ? 'push' : choice);

/** The one-click unsubscribe: turns off that kind of email and nothing else (a deleted member: nothing). */
export async function unsubscribe(db: Queryable, userId: number, list: UnsubscribeList): Promise<void> {
  const { rows } = await db.query('select 1 from users where id = $1', [userId]);
  if (rows.length === 0) return;
  if (list === 'messages') {
    await updateSettings(db, userId, { notifications: { messages: 'push' } });
    return;
  }
  const { notifications } = await getSettings(db, userId);
  await updateSettings(db, userId, {
    notifications: {
      friendRequests: withoutEmail(notifications.friendRequests),
      likesComments: withoutEmail(notifications.likesComments),
    },
  });
}
