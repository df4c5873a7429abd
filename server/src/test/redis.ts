import { spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Whether a suite that needs Redis can run; call it at the top of the test file and give the
 * answer to `describe.runIf`. `needs` is a Redis server at TEST_REDIS_URL, or the redis-server
 * binary (for suites that start and stop their own).
 *
 * Under CI=true a missing Redis fails the file with a message naming the suite and the reason.
 * Elsewhere the suite is skipped (Vitest lists its tests as skipped) and a warning names it and
 * says why, so a local run never passes quietly without it.
 */
export async function requireRedis(suite: string, needs: 'server' | 'binary' = 'server'): Promise<boolean> {
  const problem = needs === 'server' ? await redisProblem(TEST_REDIS_URL) : redisBinaryProblem();
  if (!problem) return true;
  const reason =
    needs === 'server'
      ? `needs Redis at ${TEST_REDIS_URL} (${problem}); start it (../shared/services.sh) or set TEST_REDIS_URL`
      : `needs the redis-server binary (${problem}); install it (apt-get install redis-server)`;
  if (process.env.CI === 'true') {
    throw new Error(`Redis suite "${suite}" ${reason}. Under CI=true it fails rather than skips.`);
  }
  console.warn(`\n*** SKIPPED Redis suite "${suite}": it ${reason}. Under CI=true this fails. ***\n`);
  return false;
}

/** Why Redis at `url` cannot be used, or null when it answers a PING. */
export async function redisProblem(url: string): Promise<string | null> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 2000,
  });
  let cause: string | undefined; // 'connect ECONNREFUSED ...' rather than ioredis' 'Connection is closed.'
  redis.on('error', (err: Error) => {
    cause ??= err.message;
  });
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (err) {
    return cause ?? (err as Error).message;
  } finally {
    redis.disconnect();
  }
}

function redisBinaryProblem(): string | null {
  const r = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  return r.error ? r.error.message : null;
}
