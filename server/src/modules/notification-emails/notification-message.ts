import type { UnsubscribeList } from '@common/account-email-texts';
import type { AppConfig } from '../../config';
import type { Queryable } from '../../db/pool';
import { appLink, type EmailContent, type OutgoingMessage, renderEmail } from '../mail';
import { unsubscribeToken } from './unsubscribe-token';

/**
 * A notification email: a visible unsubscribe link (to a page that works signed out) and the
 * List-Unsubscribe headers, so mail apps offer their own one-click button (RFC 8058: they POST
 * `List-Unsubscribe=One-Click` to the API address).
 */
export async function notificationMessage(
  db: Queryable,
  config: AppConfig,
  recipient: { id: number; email: string },
  list: UnsubscribeList,
  subject: string,
  content: Omit<EmailContent, 'unsubscribeUrl' | 'settingsUrl'>,
): Promise<OutgoingMessage> {
  const token = encodeURIComponent(await unsubscribeToken(db, recipient.id, list));
  return {
    to: recipient.email,
    ...renderEmail(subject, {
      ...content,
      unsubscribeUrl: appLink(config, `/unsubscribe?token=${token}`),
      settingsUrl: appLink(config, '/settings'),
    }),
    headers: {
      'List-Unsubscribe': `<${appLink(config, `/api/mail/unsubscribe?token=${token}`)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Members who get notification emails: a confirmed address and an account in good standing. */
export const MAILABLE_MEMBER_SQL = 'u.email_verified_at is not null and u.suspended_at is null';
