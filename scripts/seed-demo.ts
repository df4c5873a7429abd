// npm run seed:demo: adds the demo community (DECISIONS D10) to an EMPTY database, the one
// `npm start` uses: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (both read from the
// environment or the checkout's .env, as `npm start` reads them). While the app runs, the seed
// uses the running app's database; otherwise it starts the embedded one itself.
import { buildConfig } from '../server/src/config';
import { connectDatabase } from '../server/src/db/connect';
import { seedDemo } from '../server/src/db/seed/demo';
import { DEMO_PASSWORD } from '../server/src/db/seed/demo/people';
import { loadEnvFile } from '../server/src/env-file';

const envFile = loadEnvFile();
const log = { info: (m: unknown) => console.log(typeof m === 'string' ? m : JSON.stringify(m)), error: console.error };
const config = buildConfig();
if (envFile) console.log(`settings from ${envFile}`);
console.log(
  config.databaseUrl
    ? 'seeding the database at DATABASE_URL'
    : `seeding the embedded database in ${config.dataDir} (uploads in ${config.uploadDir})`,
);
const database = await connectDatabase(config, log, { shareRunningApp: true });
try {
  await seedDemo(database.pool, (m) => console.log(m));
  console.log(`\nDemo community ready. Sign in as coach_maya (an admin) or liam.runs, password "${DEMO_PASSWORD}".`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
