import type pg from 'pg';
import type { AppConfig } from '../config';
import { runningEmbedded } from './embedded-attach';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { migrate } from './migrate';
import { createPool } from './pool';

type Log = { info: (o: object | string, m?: string) => void; error: (o: object, m: string) => void };

export interface Database {
  pool: pg.Pool;
  embedded?: EmbeddedPostgres;
  close(): Promise<void>;
}

/** Waits for an external PostgreSQL that is still starting (containers, restarts): up to 30 s. */
async function waitForDatabase(pool: pg.Pool, log: Log) {
  const until = Date.now() + 30_000;
  for (let attempt = 1; ; attempt++) {
    try {
      await pool.query('select 1');
      return;
    } catch (err) {
      if (Date.now() > until) throw new Error(`Cannot reach the database: ${(err as Error).message}`);
      log.info(`database not reachable yet (attempt ${attempt}); retrying`);
      await new Promise((r) => setTimeout(r, Math.min(attempt * 250, 2000)));
    }
  }
}

export interface ConnectOptions {
  /**
   * For scripts (seeds): when an app already runs on DATA_DIR's embedded PostgreSQL, use that
   * server instead of refusing the folder. The app itself never shares: two apps on one folder
   * is an operator error.
   */
  shareRunningApp?: boolean;
}

/** Starts the embedded PostgreSQL unless DATABASE_URL is set, then applies migrations. */
export async function connectDatabase(config: AppConfig, log: Log, options: ConnectOptions = {}): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  const running = !url && options.shareRunningApp ? runningEmbedded(config.dataDir) : null;
  if (running) {
    log.info(`using the embedded PostgreSQL of the app running in ${config.dataDir} (pid ${running.appPid})`);
    url = running.url;
  } else if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      appPort: config.port,
      log: (m) => log.info(m),
    });
    url = embedded.url;
  }
  const pool = createPool(url, config.dbPoolSize, (err) =>
    log.error({ err: err.message }, 'idle database client error'),
  );
  try {
    await waitForDatabase(pool, log);
    const applied = await migrate(pool);
    if (applied.length) log.info({ applied }, 'migrations applied');
  } catch (err) {
    await pool.end().catch(() => {});
    await embedded?.stop();
    throw err;
  }
  return {
    pool,
    embedded,
    async close() {
      await pool.end().catch(() => {});
      await embedded?.stop();
    },
  };
}
