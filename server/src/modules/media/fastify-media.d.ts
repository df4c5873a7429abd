import type { MediaStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live (local disk by default); see modules/media/storage.ts. */
    media: MediaStorage;
  }
}
