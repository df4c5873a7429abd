import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { type App, buildApp } from '../app';
import { buildConfig } from '../config';
import type { Queryable } from '../db/pool';
import type { apiAs } from './api-client';
import { buildSignedInUser, type UserOverrides } from './factories';
import { createTestDatabase } from './test-database';

// Issue 37: FitCircle instances that federate with each other in one test: each listens on its
// own loopback port with its own PUBLIC_URL and database, and private addresses allowed (loopback).

type Injected = Awaited<ReturnType<ReturnType<typeof apiAs>['get']>>;

export interface FederatedInstance {
  app: App;
  db: App['db'];
  url: string;
  host: string;
  /** A member with a public profile (federation on by default) and their session cookie. */
  member(o?: UserOverrides & { visibility?: 'public' | 'friends' | 'private' }): ReturnType<typeof buildSignedInUser>;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ): Promise<Injected>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startFederatedInstance(
  env: Record<string, string> = {},
  inboundPerMinute?: number,
): Promise<FederatedInstance> {
  const port = await freePort();
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-fed-'));
  const url = `http://127.0.0.1:${port}`;
  const config = buildConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
    AUTH_RATE_LIMIT: '100000',
    ...env,
  });
  if (inboundPerMinute) config.federation.inboundPerServerPerMinute = inboundPerMinute;
  const app = await buildApp({ config, db: database.pool });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    db: database.pool,
    url,
    host: `127.0.0.1:${port}`,
    async member(o = {}) {
      const signedIn = await buildSignedInUser(database.pool, o);
      await setVisibility(database.pool, signedIn.user.id, o.visibility ?? 'public');
      return signedIn;
    },
    call: (method, u, cookie, payload) =>
      app.inject({ method, url: u, headers: cookie ? { cookie } : {}, ...(payload && { payload }) }),
    async close() {
      // A request in flight when the close starts finishes, but its keep-alive connection would
      // then hold the close for Fastify's 72 s keep-alive timeout: idle ones are dropped as they come.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
      await app.close();
      clearInterval(sweep);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function setVisibility(db: Queryable, userId: number, visibility: 'public' | 'friends' | 'private') {
  await db.query('update user_settings set profile_visibility = $2 where user_id = $1', [userId, visibility]);
}

/** Polls `read` until `done` holds of its answer (deliveries cross the durable queue); bounded. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Outgoing {
  url: string;
  body: string;
  /** The answer's status, once it came. */
  status?: number;
}

/**
 * Records every POST either instance sends as it leaves (Fedify delivers through global fetch), so
 * tests assert on what went out. Undo with `vi.restoreAllMocks()`.
 */
export function recordOutgoing(): Outgoing[] {
  const sent: Outgoing[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'POST') return realFetch(request);
    const entry: Outgoing = { url: request.url, body: await request.clone().text() };
    sent.push(entry);
    const response = await realFetch(request);
    entry.status = response.status;
    return response;
  });
  return sent;
}

/** `follower` (a member of `from`) follows `username` of `to` and waits for the Accept. */
export async function followAcross(from: FederatedInstance, cookie: string, to: FederatedInstance, username: string) {
  const handle = `@${username}@${to.host}`;
  const lookup = () =>
    from.call('GET', `/api/federation/lookup?handle=${handle}`, cookie).then((r) => r.json().account);
  const account = await lookup();
  await from.call('POST', `/api/federation/accounts/${account.id}/follow`, cookie);
  return eventually(lookup, (acc) => acc.following === 'accepted');
}

/** The two instances A and B of a test file, and every POST either sent (set by useFederatedPair). */
export interface FederatedPair {
  a: FederatedInstance;
  b: FederatedInstance;
  sent: Outgoing[];
}

/**
 * Starts instances A and B before the file's tests, recording what they send, and closes them
 * after: one after the other, so neither closes while the other is still delivering to it.
 */
export function useFederatedPair(): FederatedPair {
  const pair = {} as FederatedPair;
  beforeAll(async () => {
    pair.sent = recordOutgoing();
    [pair.a, pair.b] = await Promise.all([startFederatedInstance(), startFederatedInstance()]);
  });
  afterAll(async () => {
    await pair.b?.close();
    await pair.a?.close();
    vi.restoreAllMocks();
  });
  return pair;
}
