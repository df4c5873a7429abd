import { loginSchema, registerSchema } from '@common/schemas/auth';
import { noContentSchema, redirectSchema } from '@common/schemas/responses/common';
import { loginAnswerSchema } from '@common/schemas/responses/security';
import { userSchema } from '@common/schemas/responses/user';
import { MESSAGES } from '@common/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { ACCESS } from '../../lib/route-access';
import { currentUser, endCurrentSession, requireUser, startSession } from '../../plugins/session';
import { queueSignupVerification } from '../account-email';
import { hasAdminRole, type SessionUser, verifyAgainstDummy, verifyPassword } from '../sessions';
import { isTwoFactorOn } from '../two-factor';
import { findUserCredentials, presentUser } from '../users';
import { limitAuthAttempt } from './auth-rate-limit';
import { completeSignIn, rememberFirstDevice } from './complete-sign-in';
import { askForSecondStep } from './pending-sign-in';
import { registerUser } from './register-user';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/register',
    { schema: { ...ACCESS.public, body: registerSchema, response: { 201: userSchema } } },
    async (request, reply) => {
      await limitAuthAttempt(request, 'register', request.body.username);
      const user = await registerUser(app.db, request.body);
      await queueSignupVerification(app, user);
      await endCurrentSession(request, reply);
      await startSession(request, reply, user.id);
      await rememberFirstDevice(request, reply, user.id);
      return reply.code(201).send(presentUser(user, { includeEmail: true }));
    },
  );

  /**
   * A correct password signs in, unless the member has two-step sign-in on: then the answer is
   * `{ twoFactorRequired: true }`, no session, and a 5-minute pending state bound to this browser
   * that POST /api/auth/login/two-factor completes (issue 35).
   */
  app.post(
    '/api/auth/login',
    { schema: { ...ACCESS.public, body: loginSchema, response: { 200: loginAnswerSchema } } },
    async (request, reply) => {
      const { username, password } = request.body;
      await limitAuthAttempt(request, 'login', username);
      const found = await findUserCredentials(app.db, username);
      const valid = found ? await verifyPassword(found.password_hash, password) : await verifyAgainstDummy(password);
      if (!found || !valid) throw unauthorized(MESSAGES.invalidCredentials);
      if (found.suspended_at) throw forbidden(MESSAGES.accountSuspended);
      const { password_hash: _hash, ...user } = found;
      if (await isTwoFactorOn(app.db, user.id)) {
        await askForSecondStep(request, reply, user.id);
        return { twoFactorRequired: true as const };
      }
      // Rotation: whatever session this browser had ends; the new one gets a fresh token.
      await completeSignIn(request, reply, user.id, null);
      return presentUser(user, { includeEmail: true });
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { ...ACCESS.public, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await endCurrentSession(request, reply);
      return reply.code(204).send();
    },
  );

  // Browser navigations (header menu, old links) sign out and land on the landing page (D2).
  const logoutAndRedirect = async (request: FastifyRequest, reply: FastifyReply) => {
    // A link on another site must not sign members out: only same-site navigations do.
    if (request.headers['sec-fetch-site'] !== 'cross-site') await endCurrentSession(request, reply);
    return reply.redirect('/', 302);
  };
  const toLanding = { ...ACCESS.public, response: { 302: redirectSchema('/') } };
  app.get('/api/logout', { schema: toLanding }, logoutAndRedirect);
  app.get('/api/auth/logout', { schema: toLanding }, logoutAndRedirect);
  app.get(
    '/api/login',
    { schema: { ...ACCESS.public, response: { 302: redirectSchema('/login') } } },
    async (_request, reply) => reply.redirect('/login', 302),
  );

  // The member's own profile says they are an admin even while this session may not use the role
  // (plugins/session.ts): the web app then shows the admin area, which tells them to use two-step sign-in.
  const presentSelf = (user: SessionUser) =>
    presentUser({ ...user, is_admin: hasAdminRole(user) }, { includeEmail: true });

  app.get('/api/auth/user', { schema: { response: { 200: userSchema } } }, async (request) =>
    presentSelf(await requireUser(request)),
  );

  // Like /api/auth/user, but a visitor gets 200 null instead of 401 (for clients that only probe);
  // the holder of a suspended member's token still gets the 401 that says so (plugins/session.ts).
  app.get(
    '/api/auth/me',
    { schema: { ...ACCESS.public, response: { 200: userSchema.nullable() } } },
    async (request) => {
      const user = await currentUser(request);
      return user ? presentSelf(user) : null;
    },
  );
};
