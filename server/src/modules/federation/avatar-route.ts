import { fileSchema } from '@common/schemas/responses/common';
import { validatePublicUrl } from '@fedify/vocab-runtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { findActorById } from './actors-repository';

// A remote account's picture, fetched by this server: the web's Content-Security-Policy loads
// images from this origin only, and the fetch keeps the SSRF rule (no private or loopback address
// unless FEDERATION_ALLOW_PRIVATE_ADDRESSES, no redirect followed), an image type and a size cap.

const MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp|avif)$/;

/** Where the API points a remote account's picture (null without one). */
export const avatarPath = (actorId: number, avatarUrl: string | null) =>
  avatarUrl ? `/api/federation/accounts/${actorId}/avatar` : null;

export const remoteAvatarRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/federation/accounts/:id/avatar',
    {
      schema: {
        params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
        response: { 200: fileSchema('image/*', "The remote account's picture.") },
      },
    },
    async (request, reply) => {
      await requireUser(request);
      const actor = await findActorById(app.db, Number(request.params.id));
      if (!actor?.avatar_url) throw notFound();
      const unreachable = () => new HttpError(502, 'The picture could not be fetched');
      if (!app.config.federation.allowPrivateAddresses)
        await validatePublicUrl(actor.avatar_url).catch(() => {
          throw unreachable();
        });
      const res = await fetch(actor.avatar_url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) }).catch(
        () => {
          throw unreachable();
        },
      );
      const type = res.headers.get('content-type')?.split(';')[0].trim() ?? '';
      if (!res.ok || !IMAGE_TYPES.test(type)) throw unreachable();
      const bytes = Buffer.from(await res.arrayBuffer());
      if (bytes.length > MAX_BYTES) throw unreachable();
      return reply.header('cache-control', 'private, max-age=86400').type(type).send(bytes);
    },
  );
};
