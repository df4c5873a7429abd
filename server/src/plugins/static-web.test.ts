import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { buildConfig } from '../config';
import { buildSignedInUser } from '../test/factories';
import { buildPost } from '../test/factories/posts';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// The headers of issue 21: hashed assets immutable, brotli or gzip when accepted (identity when
// not), index.html and the SPA fallback never cached without revalidation, JSON compressed above
// a threshold, and media (images, byte ranges) never compressed.

const dir = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-static-web-'));
const webDir = path.join(dir, 'web');
const bundle = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const indexHtml = `<!doctype html><html><head><title>FitCircle</title></head><body>${' '.repeat(2000)}</body></html>`;
const dashboardShell = indexHtml.replace(
  '</head>',
  '<link rel="modulepreload" href="/assets/dashboard-Ab12Cd34.js"></head>',
);

/** A build as vite.config.ts writes it: each text file with its .br and .gz beside it. */
function writeBuild() {
  mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  mkdirSync(path.join(webDir, 'route-shells'), { recursive: true });
  const write = (name: string, text: string, precompressed = true) => {
    writeFileSync(path.join(webDir, name), text);
    if (!precompressed) return;
    writeFileSync(path.join(webDir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(webDir, `${name}.gz`), gzipSync(text));
  };
  write('index.html', indexHtml);
  write('route-shells/dashboard.html', dashboardShell);
  writeFileSync(
    path.join(webDir, 'route-shells.json'),
    JSON.stringify({ '/dashboard': 'route-shells/dashboard.html' }),
  );
  write('assets/index-Ab12Cd34.js', bundle);
  write('assets/index-Ef56Gh78.css', 'body{margin:0}', false);
}

let database: TestDatabase;
let app: App;
let cookie: string;
beforeAll(async () => {
  writeBuild();
  database = await createTestDatabase();
  const config = buildConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(dir, 'data') });
  // No first-screen renderer: these are the plain pages (modules/first-screen tests the drawn one).
  app = await buildApp({
    config: { ...config, webDir, firstScreenRenderer: path.join(dir, 'no-renderer.js') },
    db: database.pool,
  });
  await app.ready();
  const member = await buildSignedInUser(database.pool);
  cookie = member.cookie;
  // A feed page of 20 posts: several kilobytes of JSON.
  for (let i = 0; i < 20; i++) await buildPost(database.pool, member.user.id, { content: `Post ${i} `.repeat(20) });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const decoded = (res: Awaited<ReturnType<typeof get>>) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
};

describe('the built web app', () => {
  it('caches hashed assets for a year as immutable', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js', '/assets/index-Ef56Gh78.css']) {
      const res = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends the build-time brotli file when brotli is accepted, gzip when only gzip is, identity otherwise', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(bundle.length / 10);
    expect(decoded(br)).toBe(bundle);

    const gzip = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(bundle);

    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await get('/assets/index-Ab12Cd34.js', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(bundle);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves index.html, and every page path the client router owns, with no-cache', async () => {
    for (const url of ['/index.html', '/explore', '/profile/someone?tab=posts']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(decoded(res), url).toBe(indexHtml);
    }
    const plain = await get('/explore');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(indexHtml);
  });

  it("answers a path with a route shell (index.html preloading that page's scripts) with it, also not cached", async () => {
    for (const url of ['/dashboard', '/dashboard/', '/dashboard?tab=1']) {
      const res = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(decoded(res), url).toBe(dashboardShell);
    }
  });

  it('answers 404, not index.html, for an asset the build does not have (an old chunk after a deploy)', async () => {
    const res = await get('/assets/index-Old00000.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable/);
  });
});

describe('API and media compression', () => {
  it('compresses JSON above 1 KB as the client accepts, and sends it plain to one that accepts nothing', async () => {
    const br = await get('/api/posts', { cookie, 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const feed = JSON.parse(decoded(br));
    expect(feed).toHaveLength(20);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(feed).length / 3);

    const gzip = await get('/api/posts', { cookie, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(feed);

    const plain = await get('/api/posts', { cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(feed);
  });

  it('leaves small answers alone', async () => {
    const res = await get('/healthz', { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses media: an image whole, or a byte range of it, is the stored bytes', async () => {
    const { saveUpload } = await import('../modules/media');
    const sharp = (await import('sharp')).default;
    const svgPhoto = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#0f766e"/></svg>`;
    const bytes = await sharp(Buffer.from(svgPhoto)).jpeg().toBuffer();
    const { user } = await buildSignedInUser(database.pool);
    const saved = await saveUpload(app, { userId: user.id, target: 'media', bytes });
    const stored = (await app.media.get(saved.key))!;

    const whole = await get(saved.url, { 'accept-encoding': 'gzip, br' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(stored)).toBe(true);

    const part = await get(saved.url, { 'accept-encoding': 'gzip, br', range: 'bytes=10-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 10-99/${stored.length}`);
    expect(part.rawPayload.equals(stored.subarray(10, 100))).toBe(true);
  });
});
