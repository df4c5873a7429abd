import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Follow } from '@fedify/vocab';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type FederatedInstance, startFederatedInstance } from '../../test/federation-instances';
import { federationOf } from '.';

// Where a delivery may go (delivery-guard.ts). Real HTTP servers on loopback play the remote
// inboxes; an instance sends them a signed activity through its durable queue, as it delivers to
// any follower. The instance that allows loopback (as the tests' instances must) stands for
// "the inbox is public", so what the redirect rule does is seen apart from the address rule.

interface Loopback {
  origin: string;
  /** "METHOD /path" of every request it answered. */
  hits: string[];
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 that answers each request with `answer(path)`. */
async function listenLoopback(answer: (path: string) => { status: number; location?: string }): Promise<Loopback> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    req.resume();
    const { status, location } = answer(req.url ?? '/');
    res.writeHead(status, location ? { location } : {}).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let loopback: FederatedInstance;
let strict: FederatedInstance;
/** Stands for the host's own network (a database, the cloud's metadata service): never reached. */
let privateTarget: Loopback;
let remote: Loopback;

beforeAll(async () => {
  privateTarget = await listenLoopback(() => ({ status: 202 }));
  const privatePort = new URL(privateTarget.origin).port;
  // /redirect-{status}-{where}: another address on this host (by IP or by name), or this server.
  const targets: Record<string, (status: string) => string> = {
    loopback: () => `http://127.0.0.1:${privatePort}/admin`,
    localhost: () => `http://localhost:${privatePort}/admin`,
    self: (status) => `/moved-${status}`,
    relative: () => 'moved-relative',
  };
  remote = await listenLoopback((path) => {
    const [, status, where] = path.match(/^\/redirect-(\d{3})-(\w+)$/) ?? [];
    return status ? { status: Number(status), location: targets[where](status) } : { status: 202 };
  });
  [loopback, strict] = await Promise.all([
    startFederatedInstance(),
    startFederatedInstance({ FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'false' }),
  ]);
});
afterAll(async () => {
  await strict?.close();
  await loopback?.close();
  await remote?.close();
  await privateTarget?.close();
});

/** `from`'s member `username` sends a Follow to an account whose inbox is `inbox`. */
async function deliver(from: FederatedInstance, username: string, inbox: string) {
  const ctx = federationOf(from.app)!.createContext(new URL(from.url), from.app);
  await ctx.sendActivity(
    { identifier: username },
    { id: new URL(`${remote.origin}/users/someone`), inboxId: new URL(inbox) },
    new Follow({
      id: new URL(`${from.url}/follows/${encodeURIComponent(inbox)}`),
      actor: ctx.getActorUri(username),
      object: new URL(`${remote.origin}/users/someone`),
    }),
  );
}

/** The queued deliveries to `inbox` by attempt ("0": the first, not yet done). */
const attemptsTo = (instance: FederatedInstance, inbox: string) =>
  instance.db
    .query<{ attempt: string }>(
      `select message ->> 'attempt' as attempt from federation_queue where message ->> 'inbox' = $1`,
      [inbox],
    )
    .then((r) => r.rows.map((row) => row.attempt));

/** Waits until the first attempt of each delivery to `inboxes` is over (sent, or failed and queued again). */
const firstAttemptsDone = (instance: FederatedInstance, inboxes: string[]) =>
  eventually(
    () => Promise.all(inboxes.map((inbox) => attemptsTo(instance, inbox))),
    (lists) => lists.every((attempts) => !attempts.includes('0')),
  );

describe('deliveries and redirects', () => {
  it('a delivery redirected to another address is not followed: it fails and is retried later', async () => {
    const { user } = await loopback.member({ username: 'redirected_sender' });
    const inboxes = [301, 302, 303, 307, 308].map((status) => `${remote.origin}/redirect-${status}-loopback`);
    inboxes.push(`${remote.origin}/redirect-307-localhost`);
    for (const inbox of inboxes) await deliver(loopback, user.username, inbox);
    await firstAttemptsDone(loopback, inboxes);
    // Fedify POSTed to each inbox, and none of the redirects took a signed activity further.
    for (const inbox of inboxes) expect(remote.hits).toContain(`POST ${new URL(inbox).pathname}`);
    expect(privateTarget.hits).toEqual([]);
    // A failed delivery, as a server that is down: queued again with Fedify's back-off.
    for (const inbox of inboxes) expect((await attemptsTo(loopback, inbox)).length, inbox).toBe(1);
  });

  it('a redirect within the inbox server (same origin) is still followed', async () => {
    const { user } = await loopback.member({ username: 'moved_sender' });
    const inboxes = [`${remote.origin}/redirect-308-self`, `${remote.origin}/redirect-307-relative`];
    for (const inbox of inboxes) await deliver(loopback, user.username, inbox);
    await firstAttemptsDone(loopback, inboxes);
    expect(remote.hits).toEqual(expect.arrayContaining(['POST /moved-308', 'POST /moved-relative']));
    // Delivered: nothing left to retry.
    for (const inbox of inboxes) expect(await attemptsTo(loopback, inbox)).toEqual([]);
  });

  it('without FEDERATION_ALLOW_PRIVATE_ADDRESSES nothing is POSTed to a loopback inbox, however it got there', async () => {
    const { user } = await strict.member({ username: 'strict_sender' });
    const inbox = `${remote.origin}/strict-inbox`;
    await deliver(strict, user.username, inbox);
    await firstAttemptsDone(strict, [inbox]);
    expect(remote.hits.filter((hit) => hit.includes('/strict-inbox'))).toEqual([]);
    expect((await attemptsTo(strict, inbox)).length).toBe(1);
  });
});
