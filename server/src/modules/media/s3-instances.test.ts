import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { createPool } from '../../db/pool';
import { buildSignedInUser } from '../../test/factories';
import { filesIn, uploadRun } from '../../test/factories/activities';
import { dataUrl, makePng, makeVideo } from '../../test/media-files';
import { useTestApp } from '../../test/test-app';
import { useS3Server } from '../../test/use-s3-server';
import { sweepOrphanMedia } from '.';

// Two app instances with their own data folders on one database and one bucket (issue 36): what
// one stores, the other serves; nothing lands on either disk; private files stay behind the
// app's checks.

const s3 = useS3Server();
const ctx = useTestApp(() => s3.env);
let second: { app: App; close(): Promise<void>; dataDir: string };

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-second-'));
  const pool = createPool(ctx.db.options.connectionString!, 4, () => {});
  const config = {
    ...ctx.config,
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    mailDir: path.join(dataDir, 'mail'),
  };
  const app = await buildApp({ config, db: pool });
  await app.ready();
  second = {
    app,
    dataDir,
    close: async () => {
      await app.close();
      await pool.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
afterAll(() => second?.close());

async function upload(cookie: string, bytes: Uint8Array, mime: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/media',
    payload: { fileData: dataUrl(bytes, mime), fileName: 'f', fileType: mime },
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { url: string; key: string };
}

describe('two instances, one bucket', () => {
  it('serves through the second instance a photo posted through the first, with its smaller copies', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const photo = await upload(cookie, await makePng(800, 600), 'image/png');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload: { content: 'Morning lift', imageKey: photo.key, audience: 'public' },
      headers: { cookie },
    });
    expect(created.statusCode).toBe(201);

    const post = (await second.app.inject({ url: `/api/posts/${created.json().id}`, headers: { cookie } })).json();
    const fromFirst = await ctx.app.inject({ url: photo.url });
    const fromSecond = await second.app.inject({ url: post.imageUrl });
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
    for (const source of post.imageSizes.sources) {
      const copy = await second.app.inject({ url: source.url });
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
    }
    // Nothing was written to either instance's disk.
    expect(filesIn(ctx.config.uploadDir)).toEqual([]);
    expect(filesIn(second.app.config.uploadDir)).toEqual([]);
  });

  it('answers a Range request for a video from the bucket with 206 and exactly those bytes', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const video = await upload(cookie, await makeVideo(3, { frameRate: 30 }), 'video/mp4');
    const whole = await ctx.app.media.get(video.key);
    const res = await second.app.inject({ url: video.url, headers: { range: 'bytes=100-199' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${whole!.length}`);
    expect(res.rawPayload.equals(whole!.subarray(100, 200))).toBe(true);
  });

  it('deletes a post and its files from the bucket, and sweeps an abandoned upload', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const photo = await upload(cookie, await makePng(), 'image/png');
    const abandoned = await upload(cookie, await makePng(), 'image/png');
    const id = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/posts',
        payload: { content: 'Bye', imageKey: photo.key },
        headers: { cookie },
      })
    ).json().id;
    expect(
      (await second.app.inject({ method: 'DELETE', url: `/api/posts/${id}`, headers: { cookie } })).statusCode,
    ).toBe(204);
    expect(await ctx.app.media.stat(photo.key)).toBeNull();
    expect((await ctx.app.inject({ url: photo.url })).statusCode).toBe(404);

    await ctx.db.query(`update media set created_at = now() - interval '2 days' where key = $1`, [abandoned.key]);
    expect(await sweepOrphanMedia(second.app)).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.media.stat(abandoned.key)).toBeNull();
  });
});

describe('private files in the bucket', () => {
  it("keeps an activity's original file to its owner: no public URL, another member refused, the owner served", async () => {
    const owner = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const activity = await uploadRun(ctx.app, owner.cookie, { fields: { visibility: 'public' } });
    const { rows } = await ctx.db.query<{ file_key: string }>('select file_key from activities where id = $1', [
      activity.id,
    ]);
    const key = rows[0].file_key;
    expect(await second.app.media.stat(key)).not.toBeNull(); // in the bucket, not on a disk

    expect((await second.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
    const refused = await second.app.inject({
      url: `/api/activities/${activity.id}/original`,
      headers: { cookie: other.cookie },
    });
    expect([403, 404]).toContain(refused.statusCode);
    expect(refused.body).not.toContain('<gpx');

    const mine = await second.app.inject({
      url: `/api/activities/${activity.id}/original`,
      headers: { cookie: owner.cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body).toContain('<gpx');
  });

  it('never asks the bucket to make an object public (no ACL on any request)', () => {
    expect(s3.requests.length).toBeGreaterThan(0);
    expect(s3.requests.filter((r) => r.query.has('acl') || r.headers['x-amz-acl'] !== undefined)).toEqual([]);
  });
});
