// npm run seed:demo: adds the demo community (DECISIONS D10) to an EMPTY database: the embedded
// one in DATA_DIR (stop the app first) or DATABASE_URL.
import { buildConfig } from '../server/src/config';
import { connectDatabase } from '../server/src/db/connect';
import { seedDemo } from '../server/src/db/seed/demo';
import { DEMO_PASSWORD } from '../server/src/db/seed/demo/people';

const log = { info: (m: unknown) => console.log(typeof m === 'string' ? m : JSON.stringify(m)), error: console.error };
const config = buildConfig();
const database = await connectDatabase(config, log);
try {
  await seedDemo(database.pool, (m) => console.log(m));
  console.log(`\nDemo community ready. Sign in as coach_maya (an admin) or liam.runs, password "${DEMO_PASSWORD}".`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
