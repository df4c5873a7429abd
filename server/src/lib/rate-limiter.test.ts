import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { requireRedis, TEST_REDIS_URL } from '../test/redis';
import { testNamespace } from '../test/redis-instances';
import { redisRateLimiter } from './rate-limiter';

const SUITE = 'the Redis rate limiter (one round trip per attempt)';
const available = await requireRedis(SUITE);
const redis = available ? new Redis(TEST_REDIS_URL) : null;
afterAll(() => redis?.disconnect());

describe.runIf(available)(SUITE, () => {
  it('counts within a window that always expires, refuses past the limit and starts again after it', async () => {
    await redis!.ping(); // connected: the limiter falls back to memory before that
    const limiter = redisRateLimiter(redis!);
    const key = `${testNamespace()}chat`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 300));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    const ttl = await redis!.pttl(`ratelimit:${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
    await new Promise((r) => setTimeout(r, 350));
    expect((await limiter.hit(key, 3, 300)).allowed).toBe(true);
  });
});
