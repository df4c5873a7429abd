import type { FastifyInstance } from 'fastify';
import { sweepOrphanMedia } from './media';
import { purgeExpiredSessions } from './modules/auth/sessions-repository';
import { keepTimelines } from './modules/posts/timeline-housekeeping';

/** Light periodic housekeeping in each instance; every job is idempotent, so instances may overlap. */
export function startJobs(app: FastifyInstance): () => void {
  const timers = [
    setInterval(
      () => {
        purgeExpiredSessions(app.db).catch((err) => app.log.warn({ err: err.message }, 'session purge failed'));
      },
      60 * 60 * 1000,
    ),
    setInterval(
      () => {
        sweepOrphanMedia(app).catch((err) => app.log.warn({ err: err.message }, 'orphan upload sweep failed'));
      },
      60 * 60 * 1000,
    ),
    setInterval(
      () => {
        keepTimelines(app.db).catch((err) => app.log.warn({ err: err.message }, 'timeline housekeeping failed'));
      },
      60 * 60 * 1000,
    ),
  ];
  for (const t of timers) t.unref();
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
