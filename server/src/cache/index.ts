import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InvalidationBus } from './invalidation-bus';

export { InvalidationBus, LISTENER_APPLICATION_NAME, type Ticket } from './invalidation-bus';
export { TaggedCache } from './tagged-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Invalidation messages from the database for this instance's caches (issue 19). */
    cacheBus: InvalidationBus;
  }
}

/**
 * `app.cacheBus`: listens for the database's invalidation messages while the app runs. With
 * CACHE_TTL_SECONDS=0 it never listens, so every cache built on it is bypassed.
 */
export const cachePlugin = fp(async (app: FastifyInstance) => {
  const bus = new InvalidationBus(app.db, app.log);
  app.decorate('cacheBus', bus);
  if (app.config.cacheTtlMs > 0) bus.start();
  app.addHook('onClose', async () => bus.close());
});
