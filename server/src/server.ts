import pino from 'pino';
import { buildApp } from './app';
import { buildConfig, ConfigError } from './config';
import { connectDatabase, type Database } from './db/connect';
import { loadEnvFile } from './env-file';
import { startJobs } from './jobs';
import { missingV8HeapFlags } from './lib/v8-heap';
import { runStartupTasks } from './modules/startup-tasks';
import { createRedis } from './plugins/redis';

type App = Awaited<ReturnType<typeof buildApp>>;

/** How long in-flight requests may run after SIGTERM; the stop as a whole is forced after 15 s. */
const REQUEST_GRACE_MS = 5_000;

/**
 * The process: configuration, database, app, signals. `npm start` execs this file, so SIGTERM
 * (a process manager, `kill`) and SIGINT (Ctrl-C) reach it directly. The handlers are installed
 * before anything starts: a signal during start-up (initdb can take seconds) lets the start finish,
 * then stops everything in order, so the embedded PostgreSQL is never left behind.
 */
async function main() {
  loadEnvFile();
  const config = buildConfig();
  const logger = pino({
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });

  // Without them Node 24 collects streamed chunks with full collections, one after another
  // (v8-heap.ts); only the command line can set them safely.
  const missingHeapFlags = missingV8HeapFlags();
  if (missingHeapFlags.length > 0) {
    logger.warn(
      { flags: missingHeapFlags },
      'V8 heap settings missing from the command line: start the server with npm start, or pass these flags to node',
    );
  }

  let database: Database | undefined;
  let redis: ReturnType<typeof createRedis> | null = null;
  let app: App | undefined;
  let stopJobs = () => {};
  let starting = true;
  let pendingSignal: string | null = null;
  let stopping: Promise<void> | undefined;

  // In-flight requests finish first (app.close also closes the sockets and the Redis broker);
  // then Redis, then the database the requests needed, the embedded PostgreSQL last.
  const shutdown = (signal: string, exitCode = 0) => {
    stopping ??= (async () => {
      logger.info({ signal }, 'shutting down');
      const force = setTimeout(() => {
        logger.error({}, 'shutdown took too long; exiting');
        process.exit(1);
      }, 15_000);
      force.unref();
      stopJobs();
      // A request still open after the grace period (a stalled download, a body that never
      // finishes) must not keep the process, and the embedded PostgreSQL, from stopping cleanly.
      const drain = setTimeout(() => {
        logger.warn({ graceMs: REQUEST_GRACE_MS }, 'requests still open after the grace period; closing them');
        app?.server.closeAllConnections();
      }, REQUEST_GRACE_MS);
      drain.unref();
      await app?.close().catch((err) => logger.error({ err }, 'error closing the app'));
      clearTimeout(drain);
      await redis?.quit().catch(() => redis?.disconnect());
      await database?.close();
      logger.info({}, 'stopped');
      process.exit(exitCode);
    })();
    return stopping;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (!starting) return void shutdown(signal);
    pendingSignal ??= signal;
    logger.info({ signal }, 'stopping as soon as start-up has finished');
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  try {
    database = await connectDatabase(config, logger);
    redis = config.redisUrl ? createRedis(config.redisUrl, logger) : null;
    app = await buildApp({ config, db: database.pool, redis, logger });
    await runStartupTasks(app);
    stopJobs = startJobs(app);
    if (!pendingSignal) await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    console.error('FitCircle failed to start:', err instanceof Error ? err.message : err);
    starting = false;
    await shutdown('start-up failure', 1);
    return;
  }
  starting = false;
  if (pendingSignal) await shutdown(pendingSignal);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('FitCircle failed to start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
