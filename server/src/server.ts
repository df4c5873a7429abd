import pino from 'pino';
import { buildApp } from './app';
import { buildConfig, ConfigError } from './config';
import { connectDatabase } from './db/connect';
import { startJobs } from './jobs';
import { runStartupTasks } from './modules/startup-tasks';
import { createRedis } from './plugins/redis';

/** The process: configuration, database, app, signals. */
async function main() {
  const config = buildConfig();
  const logger = pino({
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });

  const database = await connectDatabase(config, logger);
  const redis = config.redisUrl ? createRedis(config.redisUrl, logger) : null;
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config, db: database.pool, redis, logger });
    await runStartupTasks(app);
  } catch (err) {
    redis?.disconnect();
    await database.close();
    throw err;
  }
  const stopJobs = startJobs(app);

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error({}, 'shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    stopJobs();
    // In-flight requests finish first; then the database, which the requests needed, stops last.
    await app.close().catch((err) => logger.error({ err }, 'error closing the app'));
    await redis?.quit().catch(() => {});
    await database.close();
    logger.info({}, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    logger.error({ err }, 'could not listen');
    await database.close();
    process.exit(1);
  }
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('FitCircle failed to start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
