import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { AppConfig } from '../../config';
import { transaction } from '../../db/pool';
import { isPermanentFailure, MAX_ATTEMPTS, retryDelaySeconds } from './backoff';
import type { MailJob, MessageBuilder, NewMailJob, OutgoingMessage } from './message';
import {
  claimDueJob,
  failInterruptedSends,
  insertMailJob,
  lockJobForBuild,
  markFinished,
  markRetry,
  markSending,
  markSent,
  saveMessage,
} from './outbox-repository';
import type { MailTransport } from './transport';

const LEASE_SECONDS = 120;
// Longer than the SMTP transport's own timeouts: a send still 'sending' after this was interrupted.
const SEND_DEADLINE_SECONDS = 300;
const JOBS_PER_PASS = 200;

export interface PassResult {
  sent: number;
  retried: number;
  failed: number;
  dropped: number;
}

/**
 * The outbox worker of one instance. Requests add jobs (enqueue) and return at once; the worker
 * builds and sends them outside the request, so a slow or unreachable SMTP server never slows
 * sign-in or loses a message. Several instances share the table safely (skip locked).
 */
export class MailService {
  private readonly builders = new Map<string, MessageBuilder>();
  private running: Promise<PassResult> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: pg.Pool,
    private readonly config: AppConfig,
    private readonly log: FastifyBaseLogger,
    readonly transport: MailTransport,
  ) {}

  /** Each domain says how its kinds of email are built (the mail module knows none of them). */
  define(kind: string, builder: MessageBuilder): void {
    this.builders.set(kind, builder);
  }

  /** Adds a job in its own statement and wakes the worker. */
  async enqueue(job: NewMailJob): Promise<number> {
    const id = await insertMailJob(this.db, job);
    this.wake();
    return id;
  }

  /** After a transaction that added jobs committed: send them now rather than at the next poll. */
  wake(): void {
    if (this.timer) setImmediate(() => void this.runDue());
  }

  /** Starts polling (server.ts through startJobs; tests call runDue themselves). */
  start(pollMs = 5000): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runDue(), pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops polling and waits for the send in progress, so shutdown never cuts one in half. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    if (!this.stopped) this.transport.close();
    this.stopped = true;
  }

  /** Sends every due job; a call during a pass makes that pass run once more and shares its end. */
  runDue(): Promise<PassResult> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      const total: PassResult = { sent: 0, retried: 0, failed: 0, dropped: 0 };
      do {
        this.again = false;
        const result = await this.pass().catch((err) => {
          this.log.warn({ err: (err as Error).message }, 'mail worker pass failed');
          return null;
        });
        if (result) for (const key of Object.keys(total) as (keyof PassResult)[]) total[key] += result[key];
      } while (this.again);
      return total;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<PassResult> {
    const result: PassResult = { sent: 0, retried: 0, failed: 0, dropped: 0 };
    const interrupted = await failInterruptedSends(this.db);
    if (interrupted) this.log.error({ count: interrupted }, 'emails interrupted while sending were not retried');
    for (let i = 0; i < JOBS_PER_PASS; i++) {
      const job = await claimDueJob(this.db, LEASE_SECONDS);
      if (!job) break;
      result[await this.process(job)] += 1;
    }
    return result;
  }

  private async process(job: MailJob): Promise<keyof PassResult> {
    let message: OutgoingMessage | null;
    try {
      message = job.message ?? (await this.build(job));
    } catch (err) {
      return this.failed(job, err);
    }
    if (!message) {
      await markFinished(this.db, job.id, 'dropped');
      return 'dropped';
    }
    if (!(await markSending(this.db, job.id, SEND_DEADLINE_SECONDS))) return 'dropped';
    try {
      await this.transport.send(message, job.id);
    } catch (err) {
      return this.failed(job, err);
    }
    await markSent(this.db, job.id);
    this.log.info({ mailJob: job.id, kind: job.kind, transport: this.transport.kind }, 'email sent');
    return 'sent';
  }

  /** Builds and stores the message in one transaction with whatever the builder writes (a token). */
  private build(job: MailJob): Promise<OutgoingMessage | null> {
    const builder = this.builders.get(job.kind);
    if (!builder) throw new Error(`no builder for email kind '${job.kind}'`);
    return transaction(this.db, async (tx) => {
      const locked = await lockJobForBuild(tx, job.id);
      if (locked?.message) return locked.message;
      const message = await builder(job, { tx, config: this.config });
      if (message) await saveMessage(tx, job.id, message);
      return message;
    });
  }

  private async failed(job: MailJob, err: unknown): Promise<keyof PassResult> {
    const reason = err instanceof Error ? err.message : String(err);
    if (isPermanentFailure(err) || job.attempts >= MAX_ATTEMPTS) {
      await markFinished(this.db, job.id, 'failed', reason);
      this.log.error({ mailJob: job.id, kind: job.kind, err: reason }, 'email failed for good');
      return 'failed';
    }
    const delay = retryDelaySeconds(job.attempts);
    await markRetry(this.db, job.id, delay, reason);
    this.log.warn({ mailJob: job.id, kind: job.kind, err: reason, retryInSeconds: delay }, 'email will be retried');
    return 'retried';
  }
}
