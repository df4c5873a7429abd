import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../lib/route-access';

const READY = {
  200: z.object({
    status: z.literal('ready'),
    database: z.literal('up'),
    redis: z.string().describe("Redis's state, or 'off'"),
  }),
  503: z.object({ status: z.string().describe("'unavailable'"), database: z.string().describe("'down'") }),
};

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. Never touches the database, so a database outage does not
  // get healthy app instances restarted.
  app.get(
    '/healthz',
    { schema: { ...ACCESS.public, response: { 200: z.object({ status: z.string().describe("'ok'") }) } } },
    async () => ({ status: 'ok' }),
  );

  // Readiness: the database answers within 2 s.
  app.get('/readyz', { schema: { ...ACCESS.public, response: READY } }, async (_request, reply) => {
    try {
      await Promise.race([
        app.db.query('select 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      return { status: 'ready', database: 'up', redis: app.redis ? app.redis.status : 'off' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: 'down' });
    }
  });
};
