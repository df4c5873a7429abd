import type { FastifyInstance } from 'fastify';
import { type Queryable, transaction } from '../../db/pool';
import { insertMailJob } from '../mail';
import { DIGEST_KIND } from './digest-email';

/**
 * A notification the member wants by email (their choice has 'email') waits for the next digest.
 * Only the first one since the last digest writes: later ones find the row pending already.
 */
export async function markDigestPending(db: Queryable, userId: number, since: Date): Promise<void> {
  await db.query(
    `insert into mail_digest_state (user_id, pending_since) values ($1, $2)
     on conflict (user_id) do update set pending_since = excluded.pending_since
     where mail_digest_state.pending_since is null`,
    [userId, since],
  );
}

/**
 * Queues the digests that are due: a day (or a week, by the member's choice) after the first
 * thing waiting. Each digest reports the window from the end of the previous one to now, so
 * consecutive digests neither overlap nor leave a gap (times stay in PostgreSQL's precision).
 * Rows are locked with skip locked: instances scanning at once share the work.
 */
export async function scanDueDigests(app: FastifyInstance, limit = 500): Promise<number> {
  const queued = await transaction(app.db, async (tx) => {
    const { rows } = await tx.query<{ user_id: number; from: string | null; to: string }>(
      `select st.user_id, st.covered_until::text as from, now()::text as to
       from mail_digest_state st join user_settings s on s.user_id = st.user_id
       where st.pending_since is not null
         and st.pending_since <= now() - case when s.email_digest = 'weekly' then interval '7 days' else interval '1 day' end
       order by st.pending_since limit $1
       for update of st skip locked`,
      [limit],
    );
    for (const row of rows) {
      await insertMailJob(tx, { kind: DIGEST_KIND, userId: row.user_id, payload: { from: row.from, to: row.to } });
    }
    await tx.query(
      'update mail_digest_state set pending_since = null, covered_until = now() where user_id = any($1::int[])',
      [rows.map((r) => r.user_id)],
    );
    return rows.length;
  });
  if (queued) app.mail.wake();
  return queued;
}
