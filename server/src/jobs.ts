import type { FastifyInstance } from 'fastify';
import { backfillImageVariants, sweepOrphanMedia } from './media';
import { purgeExpiredSessions } from './modules/auth/sessions-repository';

const HOUR = 60 * 60 * 1000;
/** Photos given their smaller copies per run and instance: gentle on the CPU that serves requests. */
const VARIANTS_PER_RUN = 500;
const VARIANTS_BATCH = 20;

/** Light periodic housekeeping in each instance; every job is idempotent, so instances may overlap. */
export function startJobs(app: FastifyInstance): () => void {
  let stopped = false;
  const backfill = async () => {
    for (let done = 0; done < VARIANTS_PER_RUN && !stopped; done += VARIANTS_BATCH) {
      if ((await backfillImageVariants(app, VARIANTS_BATCH)) < VARIANTS_BATCH) return;
    }
  };
  const runBackfill = () => {
    backfill().catch((err) => app.log.warn({ err: err.message }, 'photo copies backfill failed'));
  };
  const timers = [
    setInterval(() => {
      purgeExpiredSessions(app.db).catch((err) => app.log.warn({ err: err.message }, 'session purge failed'));
    }, HOUR),
    setInterval(() => {
      sweepOrphanMedia(app).catch((err) => app.log.warn({ err: err.message }, 'orphan upload sweep failed'));
    }, HOUR),
    // Photos uploaded before their copies existed: a first run a minute after start, then hourly.
    setTimeout(runBackfill, 60 * 1000),
    setInterval(runBackfill, HOUR),
  ];
  for (const t of timers) t.unref();
  return () => {
    stopped = true;
    for (const t of timers) clearInterval(t);
  };
}
