import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { type App, buildApp } from '../app';
import type { AppConfig } from '../config';
import { createRedis } from '../plugins/redis';
import type { RealtimeOptions } from '../realtime/realtime';
import { redisProblem } from './redis';

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
  await waitFor(
    async () => (await redisProblem(`redis://127.0.0.1:${port}`)) === null,
    10_000,
    'redis-server to start',
  );
  return child;
}

export function stopRedisServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
