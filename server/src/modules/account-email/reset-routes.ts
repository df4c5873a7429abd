import { ACCOUNT_EMAIL_MESSAGES as M } from '@common/account-email-texts';
import { passwordResetRequestSchema } from '@common/schemas/account-email';
import { messageSchema } from '@common/schemas/responses/account-email';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../lib/route-access';
import { ACCOUNT_MAIL } from './kinds';
import { limitEmailRequest } from './rate-limits';

/**
 * Forgot password (issue 18, point 1): ask for a link. Setting the new password with it
 * (POST /api/auth/password-reset/confirm) is the auth module's, as it signs the browser in.
 */
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
};
