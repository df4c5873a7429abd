import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildDigest, DIGEST_KIND } from './digest-email';
import { buildUnreadMessages, UNREAD_MESSAGES_KIND } from './unread-messages-email';
import { unsubscribeRoutes } from './unsubscribe-routes';

export { markDigestPending, scanDueDigests } from './digest-scan';
export { includesEmail } from './email-choices';
export { shownNewsSql, stillHoldsSql } from './shown-news-sql';
export { scanUnreadMessages } from './unread-messages-scan';

/**
 * Notification emails (issue 18, point 3): the daily or weekly digest of follows, likes and
 * comments, the email for messages unread for 15 minutes, and the signed-out unsubscribe.
 * The scans that queue them run from server/src/jobs.ts.
 */
export const notificationEmailsModule: FastifyPluginAsyncZod = async (app) => {
  app.mail.define(DIGEST_KIND, buildDigest);
  app.mail.define(UNREAD_MESSAGES_KIND, buildUnreadMessages);
  await app.register(unsubscribeRoutes);
};
