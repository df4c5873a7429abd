import { idParamSchema } from '@common/schemas/paging';
import { noContentSchema } from '@common/schemas/responses/common';
import { passkeyListSchema, passkeySchema } from '@common/schemas/responses/security';
import { addPasskeySchema, type Passkey, passkeyCreationOptionsSchema } from '@common/schemas/security';
import { SECURITY_MESSAGES as M, SECURITY_LIMITS } from '@common/security-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/pool';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { requireRecentSignIn, requireUser } from '../../plugins/session';
import { finishRegistration, startRegistration, takePasskeyChallenge } from './ceremonies';
import { deletePasskey, insertPasskey, listPasskeys, type PasskeyRow } from './repository';

export const presentPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

/** Settings → Security → Passkeys (issue 35, point 2): add (named), list with last use, remove. */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/account/passkeys', { schema: { response: { 200: passkeyListSchema } } }, async (request) => {
    const user = await requireUser(request);
    return (await listPasskeys(app.db, user.id)).map(presentPasskey);
  });

  // A new way into the account: only from a recent sign-in, like the other credentials.
  app.post(
    '/api/account/passkeys/options',
    { schema: { response: { 200: passkeyCreationOptionsSchema } } },
    async (request, reply) => {
      const user = await requireRecentSignIn(request);
      const options = await startRegistration(request, reply, user);
      return reply.header('cache-control', 'no-store').send(options);
    },
  );

  app.post(
    '/api/account/passkeys',
    { schema: { body: addPasskeySchema, response: { 201: passkeySchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const challenge = await takePasskeyChallenge(request, reply, 'passkey_register', user.id);
      if (!challenge) throw badRequest(M.passkeyExpired);
      const credential = await finishRegistration(request, request.body.response, challenge);
      if (!credential) throw badRequest(M.passkeyFailed);
      try {
        const row = await transaction(app.db, (tx) =>
          insertPasskey(
            tx,
            {
              userId: user.id,
              credentialId: credential.id,
              publicKey: credential.publicKey,
              counter: credential.counter,
              transports: credential.transports ?? [],
              name: request.body.name,
            },
            SECURITY_LIMITS.passkeysMax,
          ),
        );
        if (!row) throw conflict(M.passkeyLimit);
        return reply.code(201).send(presentPasskey(row));
      } catch (err) {
        if ((err as { constraint?: string }).constraint === 'passkeys_credential_id_key')
          throw conflict(M.passkeyFailed);
        throw err;
      }
    },
  );

  app.delete(
    '/api/account/passkeys/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!(await deletePasskey(app.db, user.id, request.params.id))) throw notFound(M.passkeyNotFound);
      return reply.code(204).send();
    },
  );
};
