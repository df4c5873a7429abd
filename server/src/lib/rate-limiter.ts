import type { Redis } from 'ioredis';

/** Fixed-window counters: `hit` counts one attempt and says whether it is within the limit. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return {
    async hit(key, limit, windowMs) {
      const now = Date.now();
      if (now - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, retryAfterSeconds: Math.ceil((w.resetAt - now) / 1000) };
    },
  };
}

/**
 * Shared counters across app instances. If Redis is unreachable the check falls back to this
 * instance's memory: sign-in stays available and still limited, only per instance.
 */
export function redisRateLimiter(redis: Redis, fallback = memoryRateLimiter()): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      if (redis.status !== 'ready') return fallback.hit(key, limit, windowMs);
      try {
        const redisKey = `ratelimit:${key}`;
        // One round trip whatever the window's state (a chat message waits for it): the window is
        // created with its expiry if missing, then counted. The expiry is never lost between
        // two commands, as it could be with INCR then PEXPIRE.
        const [, [, count], [, ttl]] = (await redis
          .multi()
          .set(redisKey, 0, 'PX', windowMs, 'NX')
          .incr(redisKey)
          .pttl(redisKey)
          .exec()) as [unknown, [unknown, number], [unknown, number]];
        const retryAfterSeconds = Math.ceil((ttl > 0 ? ttl : windowMs) / 1000);
        return { allowed: count <= limit, retryAfterSeconds };
      } catch {
        return fallback.hit(key, limit, windowMs);
      }
    },
  };
}
