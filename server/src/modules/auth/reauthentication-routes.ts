import { securityOverviewSchema } from '@common/schemas/responses/security';
import { passkeyAssertionSchema, passkeyRequestOptionsSchema, reauthenticateSchema } from '@common/schemas/security';
import { SECURITY_MESSAGES as M, SECURITY_LIMITS } from '@common/security-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-errors';
import { recentSignInUntil, requireUser } from '../../plugins/session';
import { countPasskeys, finishAuthentication, startAuthentication, takePasskeyChallenge } from '../passkeys';
import { limitCredentialAttempt, markReauthenticated, type SessionUser, verifyPassword } from '../sessions';
import { countRecoveryCodesLeft } from '../two-factor';
import { findPasswordHash } from '../users';

async function overview(app: { db: Parameters<typeof countPasskeys>[0] }, user: SessionUser, recentUntil?: Date) {
  const [recoveryCodesLeft, passkeys] = await Promise.all([
    countRecoveryCodesLeft(app.db, user.id),
    countPasskeys(app.db, user.id),
  ]);
  const until = recentUntil ?? recentSignInUntil(user);
  return {
    twoFactorEnabled: user.two_factor_enabled,
    recoveryCodesLeft,
    passkeys,
    recentSignInUntil: until.getTime() > Date.now() ? until.toISOString() : null,
  };
}

/**
 * Settings → Security's summary, and re-authentication (issue 35, point 5): before a destructive
 * action, a member whose sign-in is older than 10 minutes confirms their password or a passkey.
 */
export const reauthenticationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account/security',
    { schema: { response: { 200: securityOverviewSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.header('cache-control', 'no-store').send(await overview(app, user));
    },
  );

  app.post(
    '/api/account/reauthenticate',
    { schema: { body: reauthenticateSchema, response: { 200: securityOverviewSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await limitCredentialAttempt(request, 'password', `member-${user.id}`);
      const hash = await findPasswordHash(app.db, user.id);
      if (!hash || !(await verifyPassword(hash, request.body.password))) {
        throw badRequest(M.passwordWrong, { password: M.passwordWrong });
      }
      await markReauthenticated(app.db, user.session_hash);
      return overview(app, user, recentFromNow());
    },
  );

  app.post(
    '/api/account/reauthenticate/passkey/options',
    { schema: { response: { 200: passkeyRequestOptionsSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const options = await startAuthentication(request, reply, 'passkey_reauth', user.id);
      return reply.header('cache-control', 'no-store').send(options);
    },
  );

  app.post(
    '/api/account/reauthenticate/passkey',
    { schema: { body: passkeyAssertionSchema, response: { 200: securityOverviewSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await limitCredentialAttempt(request, 'passkey', `member-${user.id}`);
      const challenge = await takePasskeyChallenge(request, reply, 'passkey_reauth', user.id);
      if (!challenge) throw badRequest(M.passkeyExpired);
      const check = await finishAuthentication(request, request.body.response, challenge, user.id);
      if (!check.ok) throw badRequest(check.message);
      await markReauthenticated(app.db, user.session_hash, 'passkey');
      return overview(app, user, recentFromNow());
    },
  );
};

/** The end of the recent-sign-in window that a re-authentication now opens. */
function recentFromNow(): Date {
  return new Date(Date.now() + SECURITY_LIMITS.recentSignInMinutes * 60_000);
}
