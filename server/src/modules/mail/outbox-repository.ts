import type { Queryable } from '../../db/pool';
import type { MailJob, NewMailJob, OutgoingMessage } from './message';

const JOB_COLUMNS = 'id, kind, user_id, payload, message, attempts';

/** Adds a job; inside the caller's transaction when given one, so the email and the change commit together. */
export async function insertMailJob(db: Queryable, job: NewMailJob): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'insert into mail_outbox (kind, user_id, payload) values ($1, $2, $3) returning id',
    [job.kind, job.userId ?? null, JSON.stringify(job.payload ?? {})],
  );
  return rows[0].id;
}

/**
 * Leases the oldest due job for `leaseSeconds` and counts the attempt (mail_outbox_due_idx). `skip locked` lets every
 * instance's worker claim at once without waiting on each other or taking the same job.
 */
export async function claimDueJob(db: Queryable, leaseSeconds: number): Promise<MailJob | undefined> {
  const { rows } = await db.query<MailJob>(
    `update mail_outbox set locked_until = now() + make_interval(secs => $1), attempts = attempts + 1
     where id = (
       select id from mail_outbox
       where status = 'pending' and run_at <= now() and (locked_until is null or locked_until < now())
       order by run_at, id limit 1
       for update skip locked)
     returning ${JOB_COLUMNS}`,
    [leaseSeconds],
  );
  return rows[0];
}

/** The job locked for building its message (a second builder waits, then finds it built). */
export async function lockJobForBuild(db: Queryable, id: number): Promise<MailJob | undefined> {
  const { rows } = await db.query<MailJob>(`select ${JOB_COLUMNS} from mail_outbox where id = $1 for update`, [id]);
  return rows[0];
}

export async function saveMessage(db: Queryable, id: number, message: OutgoingMessage): Promise<void> {
  await db.query('update mail_outbox set message = $2 where id = $1', [id, JSON.stringify(message)]);
}

/**
 * Marks the job as being sent. Only a pending job becomes 'sending', so a job is handed to SMTP
 * at most once per attempt, and an interrupted send is never repeated.
 */
export async function markSending(db: Queryable, id: number, sendTimeoutSeconds: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `update mail_outbox set status = 'sending', locked_until = now() + make_interval(secs => $2)
     where id = $1 and status = 'pending'`,
    [id, sendTimeoutSeconds],
  );
  return rowCount === 1;
}

/** Sent: the bodies (which may hold a one-time link) are erased; who, what and when stay. */
export async function markSent(db: Queryable, id: number): Promise<void> {
  await db.query(
    `update mail_outbox set status = 'sent', finished_at = now(), locked_until = null, last_error = null,
       message = message - 'text' - 'html'
     where id = $1`,
    [id],
  );
}

/** Back to pending, due again after `delaySeconds`. */
export async function markRetry(db: Queryable, id: number, delaySeconds: number, error: string): Promise<void> {
  await db.query(
    `update mail_outbox set status = 'pending', locked_until = null, last_error = $3,
       run_at = now() + make_interval(secs => $2)
     where id = $1`,
    [id, delaySeconds, error.slice(0, 500)],
  );
}

export async function markFinished(db: Queryable, id: number, status: 'failed' | 'dropped', error?: string) {
  await db.query(
    `update mail_outbox set status = $2, finished_at = now(), locked_until = null, last_error = $3 where id = $1`,
    [id, status, error?.slice(0, 500) ?? null],
  );
}

/**
 * A job left 'sending' past its deadline: the process stopped in the middle of talking to SMTP.
 * The server may have accepted it, so it is not sent again (at most once), but recorded as failed.
 */
export async function failInterruptedSends(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `update mail_outbox set status = 'failed', finished_at = now(),
       last_error = 'interrupted while sending; not retried so that it is never sent twice'
     where status = 'sending' and locked_until < now()`,
  );
  return rowCount ?? 0;
}

/** Housekeeping: finished jobs go after 30 days. */
export async function purgeFinishedMail(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `delete from mail_outbox where finished_at is not null and finished_at < now() - interval '30 days'`,
  );
  return rowCount ?? 0;
}
