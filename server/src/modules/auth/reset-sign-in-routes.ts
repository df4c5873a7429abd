import { passwordResetSchema } from '@common/schemas/account-email';
import { loginAnswerSchema } from '@common/schemas/responses/security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../lib/route-access';
import { endCurrentSession } from '../../plugins/session';
import { setPasswordFromLink } from '../account-email';
import { isTwoFactorOn } from '../two-factor';
import { findUserById, presentUser } from '../users';
import { completeSignIn } from './complete-sign-in';
import { askForSecondStep } from './pending-sign-in';

/** The emailed reset link's new password (issue 18, point 1), and the sign-in that follows it. */
export const resetSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Sets the new password, ends every session of the member and signs this browser in; with
   * two-step sign-in on, it answers `{ twoFactorRequired: true }` and the code completes it.
   */
  app.post(
    '/api/auth/password-reset/confirm',
    { schema: { ...ACCESS.public, body: passwordResetSchema, response: { 200: loginAnswerSchema } } },
    async (request, reply) => {
      const userId = await setPasswordFromLink(app, request, request.body.token, request.body.password);
      // The link proves the mailbox, not the second factor: with two-step sign-in on, the new
      // password leads to the code step, as a password sign-in does, never straight to a session.
      if (await isTwoFactorOn(app.db, userId)) {
        await endCurrentSession(request, reply);
        await askForSecondStep(request, reply, userId);
        return { twoFactorRequired: true as const };
      }
      // A sign-in like any other: a browser the member never used gets them the new-device
      // email, beside the "password changed" one (whoever holds the mailbox now holds the account).
      await completeSignIn(request, reply, userId, null);
      const user = await findUserById(app.db, userId);
      return presentUser(user!, { includeEmail: true });
    },
  );
};
