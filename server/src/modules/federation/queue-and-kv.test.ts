import { testMessageQueue } from '@fedify/testing';
import { Temporal } from '@js-temporal/polyfill';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { DbKvStore } from './kv-store';
import { DbMessageQueue } from './message-queue';

// Fedify's store and queue on our database (decision 0035): what Fedify relies on, on the real
// PostgreSQL. The app's own worker is not involved: with federation off it only drops our own
// 'federate' jobs, and these tests drain their messages themselves.

const ctx = useTestApp({ FEDERATION_ENABLED: 'false' });

describe('DbMessageQueue', () => {
  it("passes Fedify's own conformance suite for message queues (ordering keys included)", async () => {
    await testMessageQueue(
      () => new DbMessageQueue(ctx.db, { pollMs: 50 }),
      async ({ controller }) => {
        controller.abort();
        await ctx.db.query('delete from federation_queue');
      },
      { testOrderingKey: true },
    );
  }, 120_000);

  it('runs a message once, and retries a failing one later instead of losing it', async () => {
    const queue = new DbMessageQueue(ctx.db);
    await queue.enqueue({ test: 'ok' });
    await queue.enqueue({ test: 'fails' });
    const seen: unknown[] = [];
    const ran = await queue.drain(async (m) => {
      seen.push(m);
      if ((m as { test: string }).test === 'fails') throw new Error('remote down');
    });
    expect(ran).toBe(2);
    expect(seen).toEqual([{ test: 'ok' }, { test: 'fails' }]);
    const { rows } = await ctx.db.query<{ message: unknown; attempts: number; last_error: string; due: boolean }>(
      'select message, attempts, last_error, run_at <= now() as due from federation_queue',
    );
    expect(rows).toEqual([{ message: { test: 'fails' }, attempts: 1, last_error: 'remote down', due: false }]);
    // Backed off: not run again right away.
    expect(await queue.drain(() => {})).toBe(0);
    await ctx.db.query('delete from federation_queue');
  });

  it('keeps the order of one ordering key and holds delayed messages', async () => {
    const queue = new DbMessageQueue(ctx.db);
    await queue.enqueue({ n: 1 }, { orderingKey: 'post:1' });
    await queue.enqueue({ n: 2 }, { orderingKey: 'post:1' });
    await queue.enqueue({ n: 3 }, { delay: Temporal.Duration.from({ hours: 1 }) });
    const seen: number[] = [];
    await queue.drain((m) => {
      seen.push((m as { n: number }).n);
    });
    expect(seen).toEqual([1, 2]);
    expect((await queue.getDepth()).delayed).toBe(1);
    await ctx.db.query('delete from federation_queue');
  });
});

describe('DbKvStore', () => {
  it('gets, sets, expires, compares-and-swaps and lists by prefix', async () => {
    const kv = new DbKvStore(ctx.db);
    await kv.set(['a', 'x'], { v: 1 });
    await kv.set(['a', 'y'], 'two');
    await kv.set(['ab'], 3);
    await kv.set(['gone'], 4, { ttl: Temporal.Duration.from({ milliseconds: 1 }) });
    await ctx.db.query(`update federation_kv set expires_at = now() - interval '1 second' where key = '["gone"]'`);
    expect(await kv.get(['a', 'x'])).toEqual({ v: 1 });
    expect(await kv.get(['gone'])).toBeUndefined();
    const listed = [];
    for await (const entry of kv.list(['a'])) listed.push(entry);
    expect(listed).toEqual([
      { key: ['a', 'x'], value: { v: 1 } },
      { key: ['a', 'y'], value: 'two' },
    ]);
    expect(await kv.cas(['a', 'y'], 'wrong', 'three')).toBe(false);
    expect(await kv.cas(['a', 'y'], 'two', 'three')).toBe(true);
    expect(await kv.get(['a', 'y'])).toBe('three');
    expect(await kv.cas(['new'], undefined, 1)).toBe(true);
    expect(await kv.cas(['new'], undefined, 2)).toBe(false);
    await kv.delete(['a', 'x']);
    expect(await kv.get(['a', 'x'])).toBeUndefined();
  });
});
