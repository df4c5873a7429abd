import { fileSchema } from '@common/schemas/responses/common';
import { validatePublicUrl } from '@fedify/vocab-runtime';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { findActorById } from './actors-repository';
import { AvatarCache } from './avatar-cache';

// A remote account's picture, fetched by this server: the web's Content-Security-Policy loads
// images from this origin only, and the fetch keeps the SSRF rule (no private or loopback address
// unless FEDERATION_ALLOW_PRIVATE_ADDRESSES, no redirect followed), an image type and a size cap.
// Kept in memory for an hour (avatar-cache.ts); browsers keep it as long, privately (members
// only), and revalidate with its ETag.

const MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp|avif)$/;
const BROWSER_CACHE = 'private, max-age=3600';

/** Where the API points a remote account's picture (null without one). */
export const avatarPath = (actorId: number, avatarUrl: string | null) =>
  avatarUrl ? `/api/federation/accounts/${actorId}/avatar` : null;

/** The picture's bytes and type, or null when it cannot be had under the rules above. */
async function fetchPicture(app: FastifyInstance, url: string): Promise<{ bytes: Buffer; type: string } | null> {
  if (!app.config.federation.allowPrivateAddresses) await validatePublicUrl(url);
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  const type = res.headers.get('content-type')?.split(';')[0].trim() ?? '';
  if (!res.ok || !IMAGE_TYPES.test(type)) {
    await res.body?.cancel();
    return null;
  }
  const bytes = await readAtMost(res, MAX_BYTES);
  return bytes ? { bytes, type } : null;
}

/**
 * The body, or null once it passes `max` bytes: read piece by piece and dropped there, so a remote
 * server cannot make this one hold a body of any size in memory (nor trust its Content-Length).
 */
async function readAtMost(res: Response, max: number): Promise<Buffer | null> {
  if (Number(res.headers.get('content-length') ?? 0) > max || !res.body) {
    await res.body?.cancel();
    return null;
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    total += value.length;
    if (total > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

export const remoteAvatarRoute: FastifyPluginAsyncZod = async (app) => {
  const cache = new AvatarCache();
  app.get(
    '/api/federation/accounts/:id/avatar',
    {
      schema: {
        params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
        response: {
          200: fileSchema('image/*', "The remote account's picture."),
          304: { description: 'The picture the browser has (its `If-None-Match` named the current ETag).' },
        },
      },
    },
    async (request, reply) => {
      await requireUser(request);
      const actor = await findActorById(app.db, Number(request.params.id));
      if (!actor?.avatar_url) throw notFound();
      const url = actor.avatar_url;
      const picture = await cache.get(url, () => fetchPicture(app, url));
      if (!picture) throw new HttpError(502, 'The picture could not be fetched');
      reply.header('cache-control', BROWSER_CACHE).header('etag', picture.etag);
      if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
      return reply.type(picture.type).send(picture.bytes);
    },
  );
};
