import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { diskStorage } from './storage';

/**
 * Decorates the app with `app.media`, the file storage. Wrapped with fastify-plugin so every
 * module sees it (post and account deletion need it). Local disk under UPLOAD_DIR for now; an
 * object store would be chosen here from configuration.
 */
export const mediaStoragePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('media', diskStorage(app.config.uploadDir));
  },
  { name: 'media-storage' },
);
