import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword } from '../sessions';
import { emailChangeRoutes } from './email-change-routes';
import { ACCOUNT_MAIL } from './kinds';
import { limitLinkUse } from './rate-limits';
import { buildPasswordChanged, buildPasswordReset } from './reset-emails';
import { resetPassword } from './reset-password';
import { resetRoutes } from './reset-routes';
import { defineSecurityEmails } from './security-emails';
import { buildEmailChanged, buildVerifyEmail } from './verification-emails';
import { verificationRoutes } from './verification-routes';

export { ACCOUNT_MAIL } from './kinds';
export {
  insertSecurityNotice,
  queueSecurityNotice,
  SECURITY_MAIL,
  type SecurityNotice,
} from './security-emails';
export { purgeExpiredTokens } from './tokens-repository';

/**
 * A password reset link used: counts the attempt, sets the new password, ends every session of
 * the member and queues the notice; answers the member. 400 for a link that is not good.
 */
export async function setPasswordFromLink(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  password: string,
) {
  await limitLinkUse(request);
  return resetPassword(app, token, await hashPassword(password));
}

/** Sign-up: the confirmation link for the new account's address, sent by the worker. */
export async function queueSignupVerification(app: FastifyInstance, user: { id: number; email: string }) {
  await app.mail.enqueue({ kind: ACCOUNT_MAIL.verifyEmail, userId: user.id, payload: { email: user.email } });
}

/** "Your password was changed", after a change in Settings (a reset queues it in its own transaction). */
export async function queuePasswordChangedNotice(app: FastifyInstance, userId: number) {
  await app.mail.enqueue({ kind: ACCOUNT_MAIL.passwordChanged, userId, payload: { via: 'settings' } });
}

/**
 * Account email (issue 18): password reset, address confirmation and address change. Each kind
 * of email is built by the worker from a queued job (server/src/modules/mail).
 */
export const accountEmailModule: FastifyPluginAsyncZod = async (app) => {
  app.mail.define(ACCOUNT_MAIL.passwordReset, buildPasswordReset);
  app.mail.define(ACCOUNT_MAIL.passwordChanged, buildPasswordChanged);
  app.mail.define(ACCOUNT_MAIL.verifyEmail, buildVerifyEmail);
  app.mail.define(ACCOUNT_MAIL.emailChanged, buildEmailChanged);
  defineSecurityEmails(app);
  await app.register(resetRoutes);
  await app.register(verificationRoutes);
  await app.register(emailChangeRoutes);
};
export { markEmailVerified } from './account-repository';
