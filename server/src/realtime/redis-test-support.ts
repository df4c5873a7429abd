import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { type App, buildApp } from '../app';
import type { AppConfig } from '../config';
import { createRedis } from '../plugins/redis';
import type { RealtimeOptions } from './realtime';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Whether the Redis tests can run. Under CI=true a missing Redis (or redis-server binary) is an
 * error with the reason, never a silent skip; on a developer machine the tests are skipped with
 * the same reason printed.
 */
export async function requireRedis(what: 'server' | 'binary'): Promise<boolean> {
  const problem = what === 'server' ? await pingProblem(TEST_REDIS_URL) : binaryProblem();
  if (!problem) return true;
  const message =
    what === 'server'
      ? `Redis tests need Redis at ${TEST_REDIS_URL} (${problem}). Start it (../shared/services.sh) or set TEST_REDIS_URL.`
      : `Redis outage tests need the redis-server binary (${problem}). Install it (apt-get install redis-server).`;
  if (process.env.CI === 'true') throw new Error(`${message} Under CI=true these tests fail rather than skip.`);
  console.warn(`SKIPPED: ${message}`);
  return false;
}

async function pingProblem(url: string): Promise<string | null> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 2000,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (err) {
    return (err as Error).message;
  } finally {
    redis.disconnect();
  }
}

function binaryProblem(): string | null {
  const r = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  return r.error ? r.error.message : null;
}

const quietLog = { warn: () => {}, info: () => {} };

/** One app instance with its own Redis connection, listening on a free loopback port. */
export async function startInstance(
  config: AppConfig,
  db: pg.Pool,
  redisUrl: string,
  realtime: Partial<RealtimeOptions>,
): Promise<{ app: App; url: string; redis: Redis }> {
  const redis = createRedis(redisUrl, quietLog);
  const app = await buildApp({ config, db, redis, realtime });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  await waitFor(() => redis.status === 'ready', 10_000, 'redis connection ready');
  return { app, url, redis };
}

export async function stopInstance(instance: { app: App; redis: Redis } | undefined): Promise<void> {
  if (!instance) return;
  await instance.app.close();
  instance.redis.disconnect();
}

/** A namespace of keys and channels for one test file, so runs sharing a Redis never cross. */
export const testNamespace = () => `fc-test-${randomBytes(4).toString('hex')}:`;

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** A throwaway redis-server on the given port (no persistence), for outage tests. */
export async function startRedisServer(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await waitFor(async () => (await pingProblem(`redis://127.0.0.1:${port}`)) === null, 10_000, 'redis-server to start');
  return child;
}

export function stopRedisServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
