// npm run media:migrate: copies every uploaded file from the disk (UPLOAD_DIR, or DATA_DIR/uploads)
// to the bucket the S3_ settings name, verifies each by SHA-256, and can be stopped and run again
// (it resumes). Reads the environment or the checkout's .env, as `npm start` does. Then restart the
// app with the same S3_ settings: it serves from the bucket. See docs/operations.md.
import path from 'node:path';
import { buildConfig, ConfigError } from '../../server/src/config';
import { loadEnvFile } from '../../server/src/env-file';
import { createMediaStorage } from '../../server/src/modules/media';
import { migrateMedia } from './migrate-media';

loadEnvFile();
let config: ReturnType<typeof buildConfig>;
try {
  config = buildConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
if (!config.s3) {
  console.error(
    'No bucket configured: set S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY ' +
      '(in the environment or .env), then run npm run media:migrate again.',
  );
  process.exit(1);
}

// The bucket, as the app will use it once restarted with these settings.
const target = createMediaStorage(config, {
  error: (details: { err?: Error; operation?: string; key?: string | null }) =>
    console.error(`bucket ${details.operation} ${details.key ?? ''}: ${details.err?.message}`),
});
const journal = path.join(config.dataDir, `media-migrate.${config.s3.bucket}.journal`);
console.log(`copying ${config.uploadDir} to bucket ${config.s3.bucket} at ${config.s3.endpoint}`);
try {
  await target.check();
  const result = await migrateMedia({ root: config.uploadDir, target, journal, log: (line) => console.log(line) });
  console.log(
    `done: ${result.copied} copied and verified, ${result.skipped} already in the bucket, ${result.failed.length} failed`,
  );
  if (result.failed.length > 0) {
    for (const { key, reason } of result.failed) console.error(`  ${key}: ${reason}`);
    console.error('Run npm run media:migrate again: it copies only what is missing or different.');
    process.exitCode = 1;
  } else {
    console.log('Every file is in the bucket. Restart the app with these S3_ settings to serve from it.');
  }
} catch (err) {
  console.error(`stopped: ${(err as Error).message}. Run npm run media:migrate again to resume.`);
  process.exitCode = 1;
} finally {
  await target.close();
}
