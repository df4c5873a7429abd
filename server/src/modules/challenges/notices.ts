import type { NotificationType } from '@common/schemas/notifications';
import type { FastifyInstance } from 'fastify';
import { notifyOrLog } from '../notifications';

/**
 * Sends the challenge notices written by committed standing changes (standings.ts), each once:
 * an instance claims a batch by deleting it (`skip locked`, so two instances never share one).
 * Answers how many were sent.
 */
export async function sendChallengeNotices(app: FastifyInstance): Promise<number> {
  let sent = 0;
  for (;;) {
    const { rows } = await app.db.query<{ user_id: number; actor_id: number; challenge_id: number; kind: string }>(
      `delete from challenge_notices where id in (
         select id from challenge_notices order by id for update skip locked limit 200
       ) returning user_id, actor_id, challenge_id, kind`,
    );
    for (const n of rows) {
      await notifyOrLog(app, {
        type: n.kind as NotificationType,
        recipientId: n.user_id,
        actorId: n.actor_id,
        challengeId: n.challenge_id,
      });
    }
    sent += rows.length;
    if (rows.length < 200) return sent;
  }
}
