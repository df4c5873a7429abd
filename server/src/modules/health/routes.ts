import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../lib/route-access';

const READY = {
  200: z.object({
    status: z.literal('ready'),
    database: z.literal('up'),
    redis: z.string().describe("Redis's state, or 'off'"),
    storage: z.string().describe("'disk', or 'up' when the media bucket answers"),
  }),
  503: z.object({
    status: z.string().describe("'unavailable'"),
    database: z.string().describe("'up' or 'down'"),
    storage: z.string().describe("'disk', 'up' or 'down'"),
  }),
};

/** Resolves when `check` does within 2 s; false otherwise. */
async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), 2000);
        timer.unref();
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. Never touches the database, so a database outage does not
  // get healthy app instances restarted.
  app.get(
    '/healthz',
    { schema: { ...ACCESS.public, response: { 200: z.object({ status: z.string().describe("'ok'") }) } } },
    async () => ({ status: 'ok' }),
  );

  // Readiness: the database answers within 2 s, and so does the media bucket when there is one
  // (an instance that cannot store uploads should not be sent members).
  app.get('/readyz', { schema: { ...ACCESS.public, response: READY } }, async (_request, reply) => {
    const bucket = app.media.kind === 's3';
    const [database, storage] = await Promise.all([
      answers(() => app.db.query('select 1')),
      bucket ? answers(() => app.media.check()) : true,
    ]);
    const storageState = bucket ? (storage ? 'up' : 'down') : 'disk';
    if (!database || !storage) {
      return reply.code(503).send({ status: 'unavailable', database: database ? 'up' : 'down', storage: storageState });
    }
    return { status: 'ready', database: 'up', redis: app.redis ? app.redis.status : 'off', storage: storageState };
  });
};
