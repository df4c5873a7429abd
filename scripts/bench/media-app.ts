// One app instance for `npm run bench:media`, in a process of its own: the benchmark samples this
// process's memory alone, and its clients do not share the app's event loop. Configured like the
// server (DATABASE_URL, DATA_DIR, the S3_ settings; the benchmark has migrated the database);
// prints `origin <url>` once it listens on a free loopback port, and stops on SIGTERM. Started with
// the V8 settings `npm start` passes (V8_HEAP_FLAGS).
import { buildApp } from '../../server/src/app';
import { buildConfig } from '../../server/src/config';
import { createPool } from '../../server/src/db/pool';

const config = buildConfig({ ...process.env, LOG_LEVEL: 'silent' });
const db = createPool(config.databaseUrl ?? '', 10, () => {});
const app = await buildApp({ config, db });
const origin = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`origin ${origin}`);
process.once('SIGTERM', async () => {
  await app.close();
  await db.end();
  process.exit(0);
});
