import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMediaStorage } from './create-storage';

/**
 * Decorates the app with `app.media`, the file storage. Wrapped with fastify-plugin so every
 * module sees it (post and account deletion need it). The disk under UPLOAD_DIR, or the bucket
 * when the S3_ settings are set (create-storage.ts); its connections close with the app.
 */
export const mediaStoragePlugin = fp(
  async (app: FastifyInstance) => {
    const storage = createMediaStorage(app.config, app.log);
    app.decorate('media', storage);
    app.addHook('onClose', () => storage.close());
  },
  { name: 'media-storage' },
);
