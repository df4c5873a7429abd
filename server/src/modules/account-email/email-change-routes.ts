import { ACCOUNT_EMAIL_MESSAGES as M } from '@common/account-email-texts';
import { PEOPLE_MESSAGES } from '@common/people-texts';
import { type AccountEmailStatus, changeEmailSchema } from '@common/schemas/account-email';
import { accountEmailStatusSchema } from '@common/schemas/responses/account-email';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { verifyPassword } from '../sessions';
import { findPasswordHash } from '../users';
import { findRecipient, isEmailTaken, type MailRecipient, setPendingEmail } from './account-repository';
import { ACCOUNT_MAIL } from './kinds';
import { limitEmailRequest, limitLinkUse } from './rate-limits';

const statusOf = (m: MailRecipient): AccountEmailStatus => ({
  email: m.email,
  verified: m.email_verified_at !== null,
  pendingEmail: m.pending_email,
});

/**
 * Settings → Account → email address (issue 18, point 2). A new address waits as `pendingEmail`
 * until its link is used; only then does it replace the old one, which gets a notice.
 */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/account/email', { schema: { response: { 200: accountEmailStatusSchema } } }, async (request) => {
    const user = await requireUser(request);
    return statusOf((await findRecipient(app.db, user.id))!);
  });

  // The current password is asked for: a borrowed session alone cannot move the account's
  // recovery address elsewhere.
  app.post(
    '/api/account/email',
    { schema: { body: changeEmailSchema, response: { 202: accountEmailStatusSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { email, currentPassword } = request.body;
      await limitLinkUse(request);
      const hash = await findPasswordHash(app.db, user.id);
      if (!hash || !(await verifyPassword(hash, currentPassword))) {
        throw badRequest(PEOPLE_MESSAGES.currentPasswordWrong, {
          currentPassword: PEOPLE_MESSAGES.currentPasswordWrong,
        });
      }
      if (email === user.email.toLowerCase()) throw badRequest(M.sameEmail, { email: M.sameEmail });
      if (await isEmailTaken(app.db, email, user.id)) throw conflict(M.emailInUse, { email: M.emailInUse });
      await limitEmailRequest(request, 'verify', email);
      await setPendingEmail(app.db, user.id, email);
      await app.mail.enqueue({ kind: ACCOUNT_MAIL.verifyEmail, userId: user.id, payload: { email } });
      return reply.code(202).send(statusOf((await findRecipient(app.db, user.id))!));
    },
  );

  /** Cancels the change waiting for confirmation: its link stops working. */
  app.delete(
    '/api/account/email/pending',
    { schema: { response: { 200: accountEmailStatusSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await setPendingEmail(app.db, user.id, null);
      return statusOf((await findRecipient(app.db, user.id))!);
    },
  );
};
