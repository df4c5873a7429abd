import { ACCOUNT_EMAIL_MESSAGES as M } from '@common/account-email-texts';
import { verifyEmailSchema } from '@common/schemas/account-email';
import { emailVerifiedSchema, messageSchema } from '@common/schemas/responses/account-email';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict } from '../../lib/http-errors';
import { ACCESS } from '../../lib/route-access';
import { requireUser } from '../../plugins/session';
import { findRecipient } from './account-repository';
import { confirmEmail } from './confirm-email';
import { ACCOUNT_MAIL } from './kinds';
import { limitEmailRequest, limitLinkUse } from './rate-limits';

/** Address confirmation (issue 18, point 2): the link from the email, and asking for it again. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Works signed out too: the link is often opened on another device than the one signed in.
  app.post(
    '/api/auth/verify-email',
    { schema: { ...ACCESS.public, body: verifyEmailSchema, response: { 200: emailVerifiedSchema } } },
    async (request) => {
      await limitLinkUse(request);
      const { email, changed } = await confirmEmail(app, request.body.token);
      return { email, verified: true, message: changed ? M.emailChanged : M.emailVerified };
    },
  );

  /** A new link for the unconfirmed address, or for the new address waiting to replace it. */
  app.post(
    '/api/auth/verify-email/resend',
    { schema: { response: { 202: messageSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const address = user.email_verified_at ? (await findRecipient(app.db, user.id))?.pending_email : user.email;
      if (!address) throw conflict(M.alreadyVerified);
      await limitEmailRequest(request, 'verify', address);
      await app.mail.enqueue({ kind: ACCOUNT_MAIL.verifyEmail, userId: user.id, payload: { email: address } });
      return reply.code(202).send({ message: M.verificationSent(address) });
    },
  );
};
