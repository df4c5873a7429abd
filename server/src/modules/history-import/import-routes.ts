import { PassThrough } from 'node:stream';
import { IMPORT_MESSAGES as M } from '@common/history-import-texts';
import {
  commitImportSchema,
  type ImportProgressEvent,
  importTokenParamSchema,
  importUnitsSchema,
} from '@common/schemas/history-import';
import { fileSchema, noContentSchema } from '@common/schemas/responses/common';
import { importPreviewSchema } from '@common/schemas/responses/history-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import type { SessionUser } from '../sessions';
import { buildPreview } from './build-preview';
import { prepareCommit, startCommit } from './commit-import';
import { chunksOf } from './counted-upload';
import { parseHistory } from './parse-history';
import { deleteUpload, findUpload } from './upload-repository';

/**
 * The uploaded file's preview again (GET, e.g. once the member chose kg or lb), its commit, and
 * its cancel. Only the member who uploaded a file can reach it by its token.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  async function ownUpload(user: SessionUser, token: string) {
    const upload = await findUpload(app.db, user.id, token);
    if (!upload) throw notFound(M.previewGone);
    return upload;
  }

  app.get(
    '/api/history-import/:token',
    {
      schema: {
        params: importTokenParamSchema,
        querystring: importUnitsSchema,
        response: { 200: importPreviewSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const upload = await ownUpload(user, request.params.token);
      const parsed = await parseHistory(chunksOf(upload.bytes), request.query);
      return buildPreview(app.db, user.id, upload, parsed);
    },
  );

  app.delete(
    '/api/history-import/:token',
    { schema: { params: importTokenParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await deleteUpload(app.db, user.id, request.params.token);
      return reply.code(204).send();
    },
  );

  /**
   * The answer is NDJSON: progress lines while the transaction runs, then `done` with the counts
   * (or `error`, after which nothing is stored). Every check on the member's input runs first, and
   * again under the import lock, and fails as a plain 4xx.
   */
  app.post(
    '/api/history-import/:token/commit',
    {
      schema: {
        params: importTokenParamSchema,
        body: commitImportSchema,
        response: {
          200: fileSchema(
            'application/x-ndjson',
            'One JSON line per event: `{type: "progress", stage, percent}` while it runs, then `{type: "done", result}` (the counts) or `{type: "error", message}` (nothing stored).',
          ),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const upload = await ownUpload(user, request.params.token);
      const parsed = await parseHistory(chunksOf(upload.bytes), request.body);
      const prepared = await prepareCommit(app.db, user, parsed, request.body);

      const stream = new PassThrough();
      const send = (event: ImportProgressEvent) => stream.write(`${JSON.stringify(event)}\n`);
      send({ type: 'progress', stage: 'matching', percent: 30 });
      const { checked, done } = startCommit(app.db, user, upload.token, parsed, prepared, (stage, percent) =>
        send({ type: 'progress', stage, percent }),
      );
      // Checked again under the import lock before anything streams, so a refusal is a plain 400.
      await checked;
      done
        .then((result) => {
          request.log.info({ userId: user.id, ...result }, 'history imported');
          send({ type: 'progress', stage: 'done', percent: 100 });
          send({ type: 'done', result });
        })
        .catch((err) => {
          request.log.error({ err }, 'history import failed');
          send({ type: 'error', message: M.commitFailed });
        })
        .finally(() => stream.end());
      return reply
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .type('application/x-ndjson; charset=utf-8')
        .send(stream);
    },
  );
};
