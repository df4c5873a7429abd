import { ACCOUNT_EMAIL_MESSAGES as M } from '@common/account-email-texts';
import { passwordResetRequestSchema, passwordResetSchema } from '@common/schemas/account-email';
import { messageSchema } from '@common/schemas/responses/account-email';
import { loginAnswerSchema } from '@common/schemas/responses/security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../lib/route-access';
import { endCurrentSession, startSession } from '../../plugins/session';
import { askForSecondStep } from '../auth';
import { hashPassword } from '../sessions';
import { isTwoFactorOn } from '../two-factor';
import { findUserById, presentUser } from '../users';
import { ACCOUNT_MAIL } from './kinds';
import { limitEmailRequest, limitLinkUse } from './rate-limits';
import { resetPassword } from './reset-password';

/** Forgot password (issue 18, point 1): ask for a link, then set a new password with it. */
export const resetRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Always 202 with the same words, after the same work (two rate-limit counts and one insert)
   * whether or not the address has an account: the worker finds the member later, outside the
   * request, so neither the answer nor its timing tells which addresses are registered.
   */
  app.post(
    '/api/auth/password-reset',
    { schema: { ...ACCESS.public, body: passwordResetRequestSchema, response: { 202: messageSchema } } },
    async (request, reply) => {
      const { email } = request.body;
      await limitEmailRequest(request, 'reset', email);
      await app.mail.enqueue({ kind: ACCOUNT_MAIL.passwordReset, payload: { email } });
      return reply.code(202).send({ message: M.resetRequested });
    },
  );

  /**
   * Sets the new password, ends every session of the member and signs this browser in; with
   * two-step sign-in on, it answers `{ twoFactorRequired: true }` and the code completes it.
   */
  app.post(
    '/api/auth/password-reset/confirm',
    { schema: { ...ACCESS.public, body: passwordResetSchema, response: { 200: loginAnswerSchema } } },
    async (request, reply) => {
      await limitLinkUse(request);
      const userId = await resetPassword(app, request.body.token, await hashPassword(request.body.password));
      await endCurrentSession(request, reply);
      // The link proves the mailbox, not the second factor: with two-step sign-in on, the new
      // password leads to the code step, as a password sign-in does, never straight to a session.
      if (await isTwoFactorOn(app.db, userId)) {
        await askForSecondStep(request, reply, userId);
        return { twoFactorRequired: true as const };
      }
      await startSession(request, reply, userId);
      const user = await findUserById(app.db, userId);
      return presentUser(user!, { includeEmail: true });
    },
  );
};
