import { PEOPLE_MESSAGES } from '@common/people-texts';
import { idParamSchema } from '@common/schemas/paging';
import { changePasswordSchema } from '@common/schemas/people';
import { noContentSchema } from '@common/schemas/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PoolClient } from 'pg';
import { transaction } from '../../db/pool';
import { badRequest, notFound, tooManyRequests } from '../../lib/http-errors';
import { clearSessionCookie, requireRecentSignIn, requireUser } from '../../plugins/session';
import { assertActionableMember } from '../access';
import { queuePasswordChangedNotice } from '../account-email';
import { recordAudit } from '../audit';
import { deleteUserSessions, hashPassword, normalizePassword, revokeAllApiTokens, verifyPassword } from '../sessions';
import { findPasswordHash, findUserById, updatePasswordHash } from '../users';
import { deleteAccount } from './account-deletion';
import { assertCanManage } from './policies';

/** Password change and account deletion (issue 4, Account; D1, D5). The data export is in modules/data-export. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/password',
    { schema: { body: changePasswordSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      // Guessing the current password through a stolen session is limited like sign-in (D1).
      const limit = app.config.authRateLimitPerMinute;
      const checks = await Promise.all([
        app.rateLimiter.hit(`password:ip:${request.ip}`, limit, 60_000),
        app.rateLimiter.hit(`password:user:${user.id}`, limit, 60_000),
      ]);
      const refused = checks.find((c) => !c.allowed);
      if (refused) throw tooManyRequests(refused.retryAfterSeconds);

      const { currentPassword, newPassword } = request.body;
      const currentHash = await findPasswordHash(app.db, user.id);
      if (!currentHash || !(await verifyPassword(currentHash, currentPassword))) {
        throw badRequest(PEOPLE_MESSAGES.currentPasswordWrong, {
          currentPassword: PEOPLE_MESSAGES.currentPasswordWrong,
        });
      }
      if (normalizePassword(newPassword) === normalizePassword(currentPassword)) {
        throw badRequest(PEOPLE_MESSAGES.newPasswordSame, { newPassword: PEOPLE_MESSAGES.newPasswordSame });
      }
      const newHash = await hashPassword(newPassword);
      await transaction(app.db, async (tx) => {
        await updatePasswordHash(tx, user.id, newHash);
        // Every other browser signed in as this member is signed out; this one stays. The API
        // tokens are revoked: a change after a suspected compromise ends what an intruder made.
        await deleteUserSessions(tx, user.id, user.session_hash);
        await revokeAllApiTokens(tx, user.id);
      });
      await app.realtime.endSessions(user.id, { except: user.session_hash });
      await queuePasswordChangedNotice(app, user.id);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/users/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      assertCanManage(viewer, request.params.id);
      const byAdmin = viewer.id !== request.params.id;
      if (!byAdmin) await requireRecentSignIn(request); // issue 35: a recent password or passkey
      // An admin removing someone else follows the admin area's rules: never another admin, and audited.
      const target = byAdmin ? await findUserById(app.db, request.params.id) : viewer;
      if (!target) throw notFound(PEOPLE_MESSAGES.userNotFound);
      if (byAdmin) assertActionableMember(viewer, target);
      const audit = (tx: PoolClient) =>
        recordAudit(tx, viewer, 'user.delete', { type: 'user', id: target.id, label: target.username });
      await deleteAccount(app, target.id, byAdmin ? audit : undefined);
      if (!byAdmin) clearSessionCookie(request, reply);
      // Their sessions went with the row; their open sockets close now rather than at the next heartbeat.
      await app.realtime.endSessions(target.id);
      request.log.info({ userId: target.id, by: viewer.id }, 'account deleted');
      return reply.code(204).send();
    },
  );
};
