import {
  FEDERATION_MESSAGES,
  federationMeBodySchema,
  federationMeSchema,
  followersQuerySchema,
  lookupQuerySchema,
  lookupResultSchema,
  REMOTE_HANDLE,
  remoteAccountSchema,
  remoteFollowersPageSchema,
  remoteIdParamSchema,
} from '@common/federation';
import { noContentSchema } from '@common/schemas/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden, HttpError, notFound, tooManyRequests } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { accountFor, blockAccount, remoteFollowersPage, unblockAccount } from './accounts-repository';
import { findActorById } from './actors-repository';
import { remoteAvatarRoute } from './avatar-route';
import type { AppFederation } from './federation';
import { approveRemoteFollower, followRemote, refuseRemoteFollower, unfollowRemote } from './follow-actions';
import { lookupRemote, Unreachable } from './lookup';
import { isFederationOn, setFederationOn } from './members';

// The member's side of federation (the contract with the web): their switch, finding and
// following remote accounts, blocking them, and their remote followers. Every route is the
// signed-in member's own (401 otherwise).

export const federationApiRoutes: FastifyPluginAsyncZod<{ federation: AppFederation | null }> = async (
  app,
  { federation },
) => {
  const host = new URL(app.config.publicUrl).host;
  const me = async (userId: number, username: string) => ({
    enabled: await isFederationOn(app.db, userId),
    handle: `@${username}@${host}`,
  });
  const actorOr404 = async (id: string) => {
    const actor = await findActorById(app.db, Number(id));
    if (!actor) throw notFound();
    return actor;
  };
  const federationOr403 = () => {
    if (!federation) throw forbidden('Federation is turned off on this server');
    return federation;
  };

  await app.register(remoteAvatarRoute);

  app.get('/api/federation/me', { schema: { response: { 200: federationMeSchema } } }, async (request) => {
    const user = await requireUser(request);
    return me(user.id, user.username);
  });

  app.put(
    '/api/federation/me',
    { schema: { body: federationMeBodySchema, response: { 200: federationMeSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await setFederationOn(app.db, user.id, request.body.enabled);
      return me(user.id, user.username);
    },
  );

  app.get(
    '/api/federation/lookup',
    { schema: { querystring: lookupQuerySchema, response: { 200: lookupResultSchema } } },
    async (request) => {
      const user = await requireUser(request);
      if (!REMOTE_HANDLE.test(request.query.handle.trim())) throw badRequest(FEDERATION_MESSAGES.badHandle);
      // Each lookup makes this server fetch from another: a member may not turn it into a crawler.
      const { allowed, retryAfterSeconds } = await app.rateLimiter.hit(`federation:lookup:${user.id}`, 30, 60_000);
      if (!allowed) throw tooManyRequests(retryAfterSeconds);
      try {
        const actor = await lookupRemote(app, federationOr403(), request.query.handle);
        return { account: actor ? await accountFor(app.db, user.id, actor) : null };
      } catch (err) {
        if (err instanceof Unreachable) throw new HttpError(502, FEDERATION_MESSAGES.unreachable);
        throw err;
      }
    },
  );

  const accountRoute = (
    method: 'post' | 'delete',
    url: string,
    act: (userId: number, username: string, actorId: number) => Promise<void>,
  ) =>
    app[method](
      url,
      { schema: { params: remoteIdParamSchema, response: { 200: remoteAccountSchema } } },
      async (request) => {
        const user = await requireUser(request);
        const actor = await actorOr404(request.params.id);
        await act(user.id, user.username, actor.id);
        return accountFor(app.db, user.id, actor);
      },
    );
  accountRoute('post', '/api/federation/accounts/:id/follow', (userId, username, actorId) =>
    followRemote(app, federationOr403(), { userId, username }, actorId),
  );
  accountRoute('delete', '/api/federation/accounts/:id/follow', (userId, username, actorId) =>
    unfollowRemote(app, federationOr403(), { userId, username }, actorId),
  );
  accountRoute('post', '/api/federation/accounts/:id/block', async (userId, username, actorId) => {
    // Their follow of the member ends (told with a Reject), and the member's of them (an Undo).
    if (federation) await refuseRemoteFollower(app, federation, { userId, username }, actorId);
    if (federation) await unfollowRemote(app, federation, { userId, username }, actorId);
    await blockAccount(app.db, userId, actorId);
  });
  accountRoute('delete', '/api/federation/accounts/:id/block', (userId, _username, actorId) =>
    unblockAccount(app.db, userId, actorId),
  );

  app.get(
    '/api/federation/followers',
    { schema: { querystring: followersQuerySchema, response: { 200: remoteFollowersPageSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return remoteFollowersPage(app.db, user.id, request.query.cursor ? Number(request.query.cursor) : null);
    },
  );

  app.post(
    '/api/federation/followers/:id/approve',
    { schema: { params: remoteIdParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const actor = await actorOr404(request.params.id);
      if (!(await approveRemoteFollower(app, federationOr403(), user, actor.id))) throw notFound();
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/federation/followers/:id',
    { schema: { params: remoteIdParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const actor = await actorOr404(request.params.id);
      if (!(await refuseRemoteFollower(app, federation, { userId: user.id, username: user.username }, actor.id)))
        throw notFound();
      return reply.code(204).send();
    },
  );
};
