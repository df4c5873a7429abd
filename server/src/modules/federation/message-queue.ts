import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import type { Queryable } from '../../db/pool';

// Fedify's deliveries (and inbound activities) go through this queue, a table of our own database:
// a member's request only writes a row, a slow or dead server never holds it, and a restart loses
// nothing. Every instance polls with `for update skip locked`; a message whose handler throws is
// tried again after 2^attempts seconds (capped at an hour), up to MAX_ATTEMPTS.

const MAX_ATTEMPTS = 10;
const LEASE_SECONDS = 120;
const MAX_BACKOFF_SECONDS = 3600;

export interface DbMessageQueueOptions {
  pollMs?: number;
  concurrency?: number;
  onError?: (err: Error, attempts: number) => void;
  /** Handles the app's own messages first; answers false for Fedify's, which go to its handler. */
  local?: (message: unknown) => Promise<boolean>;
  /** Runs Fedify's handler of a message (`run`): the app holds deliveries to its rules there. */
  around?: (message: unknown, run: () => Promise<void>) => Promise<void>;
}

export class DbMessageQueue implements MessageQueue {
  // Fedify also retries failed deliveries by enqueueing them again with a delay; our own retry
  // covers handlers that throw for any other reason.
  readonly nativeRetrial = false;
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly db: Queryable,
    private readonly options: DbMessageQueueOptions = {},
  ) {}

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    await this.enqueueMany([message], options);
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    const delayMs = options?.delay ? Math.max(0, options.delay.total('millisecond')) : 0;
    await this.db.query(
      `insert into federation_queue (message, ordering_key, run_at)
       select m, $2, now() + make_interval(secs => $3::float8 / 1000) from unnest($1::jsonb[]) m`,
      [messages.map((m) => JSON.stringify(m)), options?.orderingKey ?? null, delayMs],
    );
    for (const wake of [...this.wakers]) wake();
  }

  /** Claims one due message (leased, so a crashed instance's message comes back), oldest first. */
  private async claim(): Promise<{ id: number; message: unknown; attempts: number } | undefined> {
    const { rows } = await this.db.query<{ id: number; message: unknown; attempts: number }>(
      `update federation_queue set locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
       where id = (
         select q.id from federation_queue q
         where q.run_at <= now() and (q.locked_until is null or q.locked_until < now())
           and (q.ordering_key is null or not exists (
             select 1 from federation_queue e where e.ordering_key = q.ordering_key and e.id < q.id))
         order by q.run_at, q.id limit 1 for update skip locked)
       returning id, message, attempts`,
    );
    return rows[0];
  }

  /** Runs due messages until none is left; answers how many ran. */
  async drain(handler: (message: unknown) => Promise<void> | void, signal?: AbortSignal): Promise<number> {
    let ran = 0;
    while (!signal?.aborted) {
      const job = await this.claim();
      if (!job) return ran;
      ran++;
      try {
        if (!(await this.options.local?.(job.message))) {
          const run = async () => handler(job.message);
          await (this.options.around ? this.options.around(job.message, run) : run());
        }
        await this.db.query('delete from federation_queue where id = $1', [job.id]);
      } catch (err) {
        this.options.onError?.(err as Error, job.attempts);
        if (job.attempts >= MAX_ATTEMPTS) {
          await this.db.query('delete from federation_queue where id = $1', [job.id]);
        } else {
          const backoff = Math.min(2 ** job.attempts, MAX_BACKOFF_SECONDS);
          await this.db.query(
            `update federation_queue set locked_until = null, last_error = $2,
               run_at = now() + make_interval(secs => $3) where id = $1`,
            [job.id, (err as Error).message.slice(0, 500), backoff],
          );
        }
      }
    }
    return ran;
  }

  /**
   * Polls until `signal` aborts, with `concurrency` loops (default 4), so one slow remote server
   * holds one loop, not every delivery. An ordering key's next message waits for the one before.
   */
  async listen(
    handler: (message: unknown) => Promise<void> | void,
    options?: MessageQueueListenOptions,
  ): Promise<void> {
    const loops = Array.from({ length: this.options.concurrency ?? 4 }, () => this.loop(handler, options?.signal));
    await Promise.all(loops);
  }

  private async loop(handler: (message: unknown) => Promise<void> | void, signal?: AbortSignal): Promise<void> {
    const pollMs = this.options.pollMs ?? 1000;
    while (!signal?.aborted) {
      try {
        await this.drain(handler, signal);
      } catch (err) {
        // The database is away for a moment: poll again later.
        this.options.onError?.(err as Error, 0);
      }
      if (signal?.aborted) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, pollMs);
        const wakers = this.wakers;
        function done() {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          wakers.delete(done);
          resolve();
        }
        wakers.add(done);
        signal?.addEventListener('abort', done);
      });
    }
  }

  async getDepth() {
    const { rows } = await this.db.query<{ queued: number; ready: number }>(
      'select count(*) as queued, count(*) filter (where run_at <= now()) as ready from federation_queue',
    );
    return { queued: rows[0].queued, ready: rows[0].ready, delayed: rows[0].queued - rows[0].ready };
  }
}
