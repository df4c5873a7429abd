import { CLUB_LIMITS } from '@common/clubs-texts';
import type { FastifyInstance } from 'fastify';
import { notifyOrLog } from '../notifications';
import { claimDueReminders } from './events-repository';

const EVERY_MS = 60_000;

/**
 * Sends the reminders of events starting within CLUB_LIMITS.reminderHours to the club's members
 * who did not decline: as a notification, and in the email digest of those whose reminders
 * choice includes email. Each event is claimed by one instance. Answers how many went out.
 */
export async function sendEventReminders(app: FastifyInstance): Promise<number> {
  let sent = 0;
  for (const due of await claimDueReminders(app.db, CLUB_LIMITS.reminderHours)) {
    for (const userId of due.user_ids) {
      await notifyOrLog(app, {
        type: 'event_reminder',
        recipientId: userId,
        actorId: due.creator_id,
        clubId: due.club_id,
        eventId: due.event_id,
        detail: due.title.slice(0, 200),
      });
      sent += 1;
    }
  }
  return sent;
}

/** The reminder job of a running server (tests call sendEventReminders themselves). */
export function startEventReminders(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  const run = () =>
    void sendEventReminders(app).catch((err) =>
      app.log.warn({ err: (err as Error).message }, 'event reminders failed'),
    );
  app.addHook('onReady', async () => {
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
