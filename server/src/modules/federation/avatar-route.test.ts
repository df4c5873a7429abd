import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { AvatarCache } from './avatar-cache';

// A remote account's picture is fetched once and served from memory after that (a feed full of
// one remote author asks for it many times), with private browser caching and ETag revalidation;
// a picture that cannot be had is not asked for again at once.

const ctx = useTestApp({ FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' });
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
const hits: string[] = [];
let remote: http.Server;
let origin: string;

beforeAll(async () => {
  remote = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/broken.png') return res.writeHead(500).end();
    if (req.url === '/endless.png') return streamEndless(res);
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => remote.close(resolve)));

// A picture far larger than the cap, sent without a Content-Length: how much of it the server
// took before the connection closed.
const ENDLESS_BYTES = 128 * 1024 * 1024;
let endlessTaken: Promise<number>;
function streamEndless(res: http.ServerResponse) {
  res.writeHead(200, { 'content-type': 'image/png' });
  const chunk = Buffer.alloc(64 * 1024);
  let written = 0;
  endlessTaken = new Promise((resolve) => res.on('close', () => resolve(written)));
  const pump = () => {
    while (written < ENDLESS_BYTES) {
      written += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  pump();
}

async function remoteActor(name: string, avatar: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `insert into federation_actors (iri, handle, name, avatar_url, profile_url, inbox_url, server)
     values ($1, $2, $3, $4, $1, $1 || '/inbox', 'pics.example') returning id`,
    [`https://pics.example/users/${name}`, `@${name}@pics.example`, name, `${origin}${avatar}`],
  );
  return rows[0].id;
}

describe('remote avatar', () => {
  it('is fetched once, then served from memory with private caching and an ETag', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const id = await remoteActor('pic_once', '/a.png');
    const get = (headers: Record<string, string> = {}) =>
      ctx.app.inject({ url: `/api/federation/accounts/${id}/avatar`, headers: { cookie, ...headers } });

    const first = await get();
    const second = await get();
    for (const res of [first, second]) {
      expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([
        200,
        'image/png',
        'private, max-age=3600',
      ]);
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
    expect(hits.filter((h) => h === '/a.png')).toHaveLength(1);
    const etag = String(first.headers.etag);
    expect(second.headers.etag).toBe(etag);

    const revalidated = await get({ 'if-none-match': etag });
    expect([revalidated.statusCode, revalidated.rawPayload.length]).toEqual([304, 0]);
    expect(hits.filter((h) => h === '/a.png')).toHaveLength(1);
    // Members only, cached or not.
    expect((await ctx.app.inject({ url: `/api/federation/accounts/${id}/avatar` })).statusCode).toBe(401);
  });

  it('a picture that cannot be fetched answers 502 and is not asked for again at once', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const id = await remoteActor('pic_broken', '/broken.png');
    for (let i = 0; i < 3; i++) {
      const res = await ctx.app.inject({ url: `/api/federation/accounts/${id}/avatar`, headers: { cookie } });
      expect(res.statusCode).toBe(502);
    }
    expect(hits.filter((h) => h === '/broken.png')).toHaveLength(1);
  });

  it('stops reading a picture once it passes 2 MB, whatever its server keeps sending', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const id = await remoteActor('pic_endless', '/endless.png');
    const res = await ctx.app.inject({ url: `/api/federation/accounts/${id}/avatar`, headers: { cookie } });
    expect(res.statusCode).toBe(502);
    // 2 MB read, plus what the sockets' buffers held: nowhere near the whole body.
    expect(await endlessTaken).toBeLessThan(32 * 1024 * 1024);
  });
});

describe('AvatarCache', () => {
  const picture = (n: number) => async () => ({ bytes: Buffer.alloc(n), type: 'image/png' });

  it('holds at most its size in bytes, dropping the least recently used first', async () => {
    const cache = new AvatarCache(10);
    await cache.get('a', picture(4));
    await cache.get('b', picture(4));
    await cache.get('a', picture(4)); // a used again: b is now the oldest
    await cache.get('c', picture(4));
    expect(cache.size).toEqual({ entries: 2, bytes: 8 });
    let loads = 0;
    const counted = () => {
      loads++;
      return picture(4)();
    };
    await cache.get('a', counted);
    await cache.get('c', counted);
    expect(loads).toBe(0);
    await cache.get('b', counted);
    expect(loads).toBe(1);
    // Larger than the whole cache: served, never kept.
    await cache.get('huge', picture(11));
    expect(cache.size.bytes).toBeLessThanOrEqual(10);
  });

  it('forgets a picture after an hour and a failure after a minute; one fetch for concurrent asks', async () => {
    let now = 0;
    const cache = new AvatarCache(1000, () => now);
    let loads = 0;
    const load = async () => {
      loads++;
      return { bytes: Buffer.alloc(1), type: 'image/png' };
    };
    await Promise.all([cache.get('p', load), cache.get('p', load), cache.get('p', load)]);
    expect(loads).toBe(1);
    now += 59 * 60 * 1000;
    await cache.get('p', load);
    expect(loads).toBe(1);
    now += 2 * 60 * 1000;
    await cache.get('p', load);
    expect(loads).toBe(2);

    let failures = 0;
    const fail = async () => {
      failures++;
      return null;
    };
    expect(await cache.get('f', fail)).toBeNull();
    expect(await cache.get('f', fail)).toBeNull();
    expect(failures).toBe(1);
    now += 61 * 1000;
    await cache.get('f', fail);
    expect(failures).toBe(2);
  });
});
