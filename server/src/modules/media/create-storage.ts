import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { diskStorage } from './disk-storage';
import { s3Storage } from './s3-storage';
import type { MediaStorage } from './storage';

/**
 * The storage the configuration names: the bucket when the S3_ settings are set, the disk at
 * UPLOAD_DIR otherwise. The app (storage-plugin.ts), the demo seed and the scripts all build it
 * here, so they write where the app serves from.
 */
export function createMediaStorage(
  config: Pick<AppConfig, 's3' | 'uploadDir'>,
  log?: Pick<FastifyBaseLogger, 'error'>,
): MediaStorage {
  if (!config.s3) return diskStorage(config.uploadDir);
  return s3Storage(config.s3, {
    onUnavailable: (err, operation, key) => log?.error({ err, operation, key }, 'the media bucket failed'),
  });
}
