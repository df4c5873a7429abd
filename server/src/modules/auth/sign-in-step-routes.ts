import { userSchema } from '@common/schemas/responses/user';
import { passkeyAssertionSchema, passkeyRequestOptionsSchema, twoFactorLoginSchema } from '@common/schemas/security';
import { SECURITY_MESSAGES as M } from '@common/security-texts';
import { MESSAGES } from '@common/texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { ACCESS } from '../../lib/route-access';
import { queueSecurityNotice } from '../account-email';
import { finishAuthentication, startAuthentication, takePasskeyChallenge } from '../passkeys';
import { limitCredentialAttempt } from '../sessions';
import { checkLimitedSecondStep, limitSecondStep } from '../two-factor';
import { findUserById, presentUser } from '../users';
import { completeSignIn } from './complete-sign-in';
import { countSecondStepAttempt, endPendingSignIn, pendingMember } from './pending-sign-in';

/** The second step after a password, and signing in with a passkey alone (issue 35). */
export const signInStepRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login/two-factor',
    { schema: { ...ACCESS.public, body: twoFactorLoginSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const userId = await pendingMember(request, reply);
      if (userId === null) throw unauthorized(M.signInExpired);
      // The per-minute limit and the daily cap's pause first: a 429 checks no code, so it uses
      // none of the few attempts.
      await limitSecondStep(request, userId, request.body);
      // Counted before the check, so parallel guesses share the same few attempts.
      const attempt = await countSecondStepAttempt(request);
      if (attempt === null) {
        await endPendingSignIn(request, reply);
        throw unauthorized(M.tooManyCodes);
      }
      const check = await checkLimitedSecondStep(request, userId, request.body);
      if (!check.ok) {
        // Two-step sign-in turned off meanwhile, or the last wrong code: the password is asked again.
        if (check.twoStepOff || attempt.last) await endPendingSignIn(request, reply);
        throw unauthorized(check.twoStepOff || !attempt.last ? check.message : M.tooManyCodes);
      }
      if (check.factor === 'recovery_code') {
        await queueSecurityNotice(app, userId, 'recoveryCodeUsed', { left: check.recoveryCodesLeft });
      }
      if (!(await endPendingSignIn(request, reply))) throw unauthorized(M.signInExpired);
      const user = await findUserById(app.db, userId);
      if (!user) throw unauthorized(M.signInExpired);
      if (user.suspended_at) throw forbidden(MESSAGES.accountSuspended);
      await completeSignIn(request, reply, user.id, check.factor);
      return presentUser(user, { includeEmail: true });
    },
  );

  app.post(
    '/api/auth/passkey/options',
    { schema: { ...ACCESS.public, response: { 200: passkeyRequestOptionsSchema } } },
    async (request, reply) => {
      await limitCredentialAttempt(request, 'passkey', null);
      const options = await startAuthentication(request, reply, 'passkey_sign_in', null);
      return reply.header('cache-control', 'no-store').send(options);
    },
  );

  /** A passkey alone signs in: its own user verification is the second factor. */
  app.post(
    '/api/auth/passkey',
    { schema: { ...ACCESS.public, body: passkeyAssertionSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const challenge = await takePasskeyChallenge(request, reply, 'passkey_sign_in', null);
      if (!challenge) throw unauthorized(M.passkeyExpired);
      const check = await finishAuthentication(request, request.body.response, challenge, null);
      if (!check.ok) throw unauthorized(check.message);
      const user = await findUserById(app.db, check.passkey.user_id);
      if (!user) throw unauthorized(M.passkeyUnknown);
      if (user.suspended_at) throw forbidden(MESSAGES.accountSuspended);
      await completeSignIn(request, reply, user.id, 'passkey');
      return presentUser(user, { includeEmail: true });
    },
  );
};
