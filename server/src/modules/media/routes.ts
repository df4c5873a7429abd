import {
  base64DecodedLength,
  MEDIA_MESSAGES,
  maxUploadBytes,
  tooLargeMessage,
  UPLOAD_ENDPOINTS,
  UPLOADS_PER_MINUTE,
  type UploadTarget,
  uploadProblem,
} from '@common/schemas/media';
import {
  type MediaConfig,
  mediaConfigSchema,
  uploadBodySchema,
  uploadResponseSchema,
} from '@common/schemas/media-upload';
import { fileSchema } from '@common/schemas/responses/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tooManyRequests } from '../../lib/http-errors';
import { ACCESS } from '../../lib/route-access';
import { requireUser } from '../../plugins/session';
import { detectMediaType } from './probe';
import { saveUpload, uploadError } from './save-upload';
import { sendMedia } from './serve-media';
import { mediaStoragePlugin } from './storage-plugin';

const TARGETS: UploadTarget[] = ['media', 'profileImage'];

// The file travels as base64 inside JSON: 4 characters per 3 bytes, plus room for the rest of
// the body. Anything larger is cut off while it is read, before it is parsed.
const bodyLimitFor = (target: UploadTarget) => Math.ceil(maxUploadBytes(target) / 3) * 4 + 64 * 1024;

// Enough of the file's start for `file-type` to recognise any format we take (a multiple of 4).
const HEAD_CHARS = 8192;

/** Before the body is read: visitors get 401, and a member gets 30 uploads a minute. */
async function guardUpload(request: FastifyRequest) {
  const user = await requireUser(request);
  const { allowed, retryAfterSeconds } = await request.server.rateLimiter.hit(
    `media-upload:${user.id}`,
    UPLOADS_PER_MINUTE,
    60_000,
  );
  if (!allowed) throw tooManyRequests(retryAfterSeconds, MEDIA_MESSAGES.tooManyUploads);
}

/** A body over the limit is refused with the spec's size message; other errors go on as usual. */
function refuseOversizeBody(target: UploadTarget) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
    const message = tooLargeMessage(target, target === 'profileImage' ? 'image' : 'video');
    return reply.code(413).send({ message, errors: { fileData: message } });
  };
}

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const target of TARGETS) {
    app.post(
      UPLOAD_ENDPOINTS[target],
      {
        bodyLimit: bodyLimitFor(target),
        onRequest: guardUpload,
        errorHandler: refuseOversizeBody(target),
        schema: { body: uploadBodySchema, response: { 200: uploadResponseSchema } },
      },
      async (request) => {
        const user = await requireUser(request);
        const { base64 } = request.body.fileData;
        // Size and type before decoding megabytes: the size from the base64 length, the type
        // from the first bytes (never from the declared type or the file name).
        const head = await detectMediaType(Buffer.from(base64.slice(0, HEAD_CHARS), 'base64'));
        const problem = uploadProblem(target, head?.kind ?? null, base64DecodedLength(base64));
        if (problem) throw uploadError(problem.reason === 'size' ? 413 : 400, problem.message);

        const saved = await saveUpload(app, { userId: user.id, target, bytes: Buffer.from(base64, 'base64') });
        request.log.info({ key: saved.key, kind: saved.kind, bytes: saved.bytes }, 'media uploaded');
        return { url: saved.url, key: saved.key, kind: saved.kind, contentType: saved.contentType };
      },
    );
  }

  // Served without a session check: post media appear in feeds, profile pictures beside names,
  // and an object store or CDN could not check a session either. Keys carry 128 random bits and
  // are only learnt from a post or profile the viewer may see, so the URL is the capability.
  // HEAD is declared, not derived from GET, so it answers the file's real Content-Length.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/:key',
    schema: {
      ...ACCESS.public,
      params: z.object({ key: z.string() }),
      response: { 200: fileSchema('*/*', 'The stored photo or video (its type decided from its bytes, D8).') },
    },
    handler: (request, reply) => sendMedia(app.media, request.params.key, request, reply),
  });

  // Public like the files themselves: a visitor's page plays videos too.
  app.get(
    '/api/config/media',
    { schema: { ...ACCESS.public, response: { 200: mediaConfigSchema } } },
    async (_request, reply): Promise<MediaConfig> => {
      reply.header('cache-control', 'public, max-age=300');
      const s3 = app.config.s3;
      return { linkSeconds: s3?.publicUrl ? s3.linkSeconds : null };
    },
  );
};

/** The media module: storage for the whole app, then the upload and file routes. */
export const mediaRoutes = fp(
  async (app: FastifyInstance) => {
    await app.register(mediaStoragePlugin);
    await app.register(uploadRoutes);
  },
  { name: 'media' },
);
