import type { FastifyInstance } from 'fastify';
import { purgeExpiredTokens } from './modules/account-email';
import { purgeExpiredUploads } from './modules/history-import';
import { purgeFinishedMail } from './modules/mail';
import { purgeExpiredMealKeys } from './modules/meals';
import { backfillImageVariants, sweepOrphanMedia } from './modules/media';
import { scanDueDigests, scanUnreadMessages } from './modules/notification-emails';
import { keepTimelines } from './modules/posts';
import { purgeExpiredSessions } from './modules/sessions';
import { purgeEndedWrongCodeWindows } from './modules/two-factor';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** Photos given their smaller copies per run and instance: gentle on the CPU that serves requests. */
const VARIANTS_PER_RUN = 500;
const VARIANTS_BATCH = 20;

/**
 * Light periodic work in each instance; every job is idempotent or takes its rows with skip
 * locked, so instances may overlap. The mail worker also wakes as soon as a request queues an email.
 */
export function startJobs(app: FastifyInstance): () => void {
  let stopped = false;
  const every = (ms: number, name: string, run: () => Promise<unknown>) =>
    setInterval(() => {
      run().catch((err) => app.log.warn({ err: (err as Error).message }, `${name} failed`));
    }, ms);
  // Photos uploaded before their copies existed (or whose copies failed), a batch at a time.
  const backfill = async () => {
    for (let done = 0; done < VARIANTS_PER_RUN && !stopped; done += VARIANTS_BATCH) {
      if ((await backfillImageVariants(app, VARIANTS_BATCH)) < VARIANTS_BATCH) return;
    }
  };
  const timers = [
    every(HOUR, 'session purge', () => purgeExpiredSessions(app.db)),
    every(HOUR, 'wrong two-step codes purge', () => purgeEndedWrongCodeWindows(app.db)),
    every(HOUR, 'import upload purge', () => purgeExpiredUploads(app.db)),
    every(HOUR, 'meal key purge', () => purgeExpiredMealKeys(app.db)),
    every(HOUR, 'orphan upload sweep', () => sweepOrphanMedia(app)),
    every(HOUR, 'timeline housekeeping', () => keepTimelines(app.db)),
    every(HOUR, 'email housekeeping', () => Promise.all([purgeExpiredTokens(app.db), purgeFinishedMail(app.db)])),
    // Unread messages are emailed 15 minutes after they arrive: checked every minute.
    every(MINUTE, 'unread messages email scan', () => scanUnreadMessages(app)),
    every(10 * MINUTE, 'email digest scan', () => scanDueDigests(app)),
    // Photo copies: a first run a minute after start, then hourly.
    setTimeout(
      () => void backfill().catch((err) => app.log.warn({ err: err.message }, 'photo copies backfill failed')),
      MINUTE,
    ),
    every(HOUR, 'photo copies backfill', backfill),
  ];
  for (const t of timers) t.unref();
  // The worker stops with the app (app.close waits for the email being sent).
  app.mail.start();
  return () => {
    stopped = true;
    for (const t of timers) clearInterval(t);
  };
}
