import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@common/texts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/ws', '/uploads/', '/fileupload', '/healthz', '/readyz'];

/**
 * Serves the built React app from dist/web: hashed assets cached for a year, index.html never
 * cached, and any other page path answered with index.html so the client router takes over.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance) => {
  const webDir = app.config.webDir;
  const hasWeb = existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDir }, 'no built web app found; run `npm run build` to serve the front end');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
    if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ message: MESSAGES.notFound });
  });
});
