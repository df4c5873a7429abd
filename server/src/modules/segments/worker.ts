import type { FastifyInstance } from 'fastify';
import { boxOlderActivities, continueBackfills } from './backfill';
import { NOTICE_EVENT_KIND, sendSegmentNotices } from './notices';

const EVERY_MS = 30_000;
const OLDER_PER_RUN = 50;

/**
 * The module's background work in a running server (not in tests, which call the parts
 * themselves): the rest of large backfills, the boxes of activities saved before segments
 * existed, and notices whose commit no instance heard. A notice is sent at once when this
 * instance hears the import's commit on the database's change channel (app.cacheBus).
 */
export function startSegmentsWorker(app: FastifyInstance): void {
  let olderDone = false;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= (async () => {
      if (!olderDone) olderDone = (await boxOlderActivities(app.db, OLDER_PER_RUN)) < OLDER_PER_RUN;
      await continueBackfills(app.db);
      await sendSegmentNotices(app);
    })()
      .catch((err) => app.log.warn({ err: (err as Error).message }, 'segments worker failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const onEvent = (event: { kind: string }) => {
    if (event.kind === NOTICE_EVENT_KIND)
      void sendSegmentNotices(app).catch((err) => app.log.warn({ err: err.message }, 'segment notices failed'));
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    app.cacheBus.on('event', onEvent);
    timer = setInterval(run, EVERY_MS);
    timer.unref();
    setTimeout(run, 1000).unref();
  });
  app.addHook('onClose', async () => {
    app.cacheBus.off('event', onEvent);
    if (timer) clearInterval(timer);
    await running;
  });
}
