import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { buildSignedInUser } from '../test/factories';
import { openSocket, type TestSocket } from '../test/realtime-socket';
import { waitFor } from '../test/redis-instances';
import { useTestApp } from '../test/test-app';

// The heartbeat closes the sockets whose session ended, with one query for all of them. A member
// whose socket opened while that query ran was once closed with "session ended" (4401): their
// session was not in the answer because it was not in the question. Here the query is held until
// such a socket is open, so the race is met every time, not by luck.
const ctx = useTestApp();
const HEARTBEAT_MS = 100;
const SESSIONS_SWEEP = 'select s.token_hash from sessions s join users u';
let app: App;
let url: string;
/** Runs once, inside the next heartbeat's sessions query, after the database answered. */
let duringSweep: (() => Promise<void>) | null = null;

beforeAll(async () => {
  const db = new Proxy(ctx.db, {
    get(target, key, receiver) {
      if (key !== 'query') return Reflect.get(target, key, receiver);
      return async (...args: Parameters<typeof target.query>) => {
        const result = await (target.query as (...a: unknown[]) => Promise<unknown>)(...args);
        const hold = duringSweep;
        if (hold && typeof args[0] === 'string' && args[0].startsWith(SESSIONS_SWEEP)) {
          duringSweep = null;
          await hold();
        }
        return result;
      };
    },
  });
  app = await buildApp({ config: ctx.config, db, realtime: { heartbeatMs: HEARTBEAT_MS } });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app?.close();
});

describe('the heartbeat’s session check', () => {
  it('leaves open a socket that opened while its query ran, and still closes an ended session', async () => {
    const early = await buildSignedInUser(ctx.db);
    const late = await buildSignedInUser(ctx.db);
    const first = await openSocket(url, early.cookie);
    await first.next('unread');

    let lateSocket: TestSocket | undefined;
    const swept = new Promise<void>((resolve) => {
      duringSweep = async () => {
        lateSocket = await openSocket(url, late.cookie);
        await lateSocket.next('unread'); // greeted: the socket is in the heartbeat's map
        resolve();
      };
    });
    await swept;
    // Several heartbeats later the late member is still connected, and so is the early one.
    await new Promise((r) => setTimeout(r, HEARTBEAT_MS * 5));
    expect(lateSocket?.ws.readyState).toBe(lateSocket?.ws.OPEN);
    expect(first.ws.readyState).toBe(first.ws.OPEN);

    // The check still does its work: a session deleted behind the app's back is closed by it.
    await ctx.db.query('delete from sessions where user_id = $1', [late.user.id]);
    await waitFor(() => lateSocket?.ws.readyState === lateSocket?.ws.CLOSED, 5000, 'the ended session to close');
    expect(await lateSocket?.closed).toBe(4401);
    expect(first.ws.readyState).toBe(first.ws.OPEN);
    await first.close();
  }, 30_000);
});
