import { Redis } from 'ioredis';

/**
 * A Redis connection that never blocks the app: commands fail fast while Redis is away (callers
 * fall back to in-process behaviour) and the client keeps reconnecting with backoff.
 */
export function createRedis(
  url: string,
  log: { warn: (o: object, m: string) => void; info: (m: string) => void },
): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 5000),
    lazyConnect: false,
  });
  let wasReady = false;
  redis.on('ready', () => {
    if (!wasReady) log.info('redis connected');
    wasReady = true;
  });
  redis.on('error', (err) => {
    if (wasReady) log.warn({ err: err.message }, 'redis connection problem; retrying');
    wasReady = false;
  });
  return redis;
}
