import type { Readable } from 'node:stream';
import { IMPORT_MESSAGES as M } from '@common/history-import-texts';
import { IMPORT_LIMITS, importUnitsSchema } from '@common/schemas/history-import';
import { importPreviewSchema } from '@common/schemas/responses/history-import';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, tooManyRequests } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { buildPreview } from './build-preview';
import { assertDeclaredSize, CountedUpload } from './counted-upload';
import { parseHistory } from './parse-history';
import { storeUpload } from './upload-repository';

/** Before the body is read: visitors 401, a declared size over the limit 413, and a rate limit. */
async function guardUpload(request: FastifyRequest) {
  const user = await requireUser(request);
  assertDeclaredSize(request.headers['content-length']);
  const { allowed, retryAfterSeconds } = await request.server.rateLimiter.hit(
    `history-import:${user.id}`,
    IMPORT_LIMITS.uploadsPerMinute,
    60_000,
  );
  if (!allowed) throw tooManyRequests(retryAfterSeconds, M.tooManyPreviews);
}

/**
 * POST /api/history-import: the CSV file is the request body (any content type: browsers call a
 * CSV text/csv, application/vnd.ms-excel or nothing at all). It is parsed as it streams in, the
 * limit counted on the way; the preview answers what importing it would do, and the file waits
 * (under the answer's token) for the member's Import or Cancel. No workout is written here.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // This plugin's routes take the raw body stream; the rest of the app keeps its JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  // A refused upload stops reading its body; the connection closes after the answer rather than
  // draining a file nobody will use.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400) reply.header('connection', 'close');
    return payload;
  });

  app.post(
    '/api/history-import',
    { onRequest: guardUpload, schema: { querystring: importUnitsSchema, response: { 201: importPreviewSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const body = request.body as Readable | undefined;
      if (!body) throw badRequest(M.emptyFile);
      const upload = new CountedUpload();
      // Stopping early (over the limit, a bad header) must not destroy the request: the answer still
      // has to reach the client on this connection.
      const parsed = await parseHistory(upload.read(body.iterator({ destroyOnReturn: false })), request.query);
      const stored = await storeUpload(app.db, user.id, upload.bytes());
      request.log.info(
        { userId: user.id, source: parsed.source, workouts: parsed.workouts.length },
        'history previewed',
      );
      return reply.code(201).send(await buildPreview(app.db, user.id, stored, parsed));
    },
  );
};
