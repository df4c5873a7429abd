import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isoDateAtUtcOffset } from '@common/fitness/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { buildConfig } from '../../config';
import { buildSignedInUser } from '../../test/factories';
import { buildPost } from '../../test/factories/posts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

// The server's half of the drawn first screen (issue 21): which requests get one, with which
// headers, and that the renderer's calls run as the member who asked. The drawing itself (the
// app's components) is tested in web/src/features/first-screen/render-first-screen.test.tsx and
// in the browser (e2e/first-screen.spec.ts). Here a stand-in renderer writes what the member's
// own API calls answered.

const dir = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-first-screen-'));
const webDir = path.join(dir, 'web');
const rendererFile = path.join(dir, 'render-first-screen.mjs');
const shell = (preload: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-Ab12.js"></script>${preload}</head><body><div id="root"><!-- first-screen: note -->` +
  '<div role="status">FitCircle is loading</div><!-- /first-screen --></div></body></html>';

const STAND_IN_RENDERER = `
export async function renderFirstScreen(pathname, serverFetch, memberToday) {
  if (pathname === '/today') return "<main>the member's today: " + memberToday + '</main>';
  if (pathname !== '/dashboard') return null;
  const get = async (url) => (await serverFetch(url, { method: 'GET', headers: { accept: 'application/json' } })).json();
  const me = await get('/api/auth/me');
  if (!me) return null;
  const feed = await get('/api/posts?limit=20');
  if (feed.some((post) => post.content === 'explode')) throw new Error('the renderer failed');
  return '<main>drawn for ' + me.username + '<ul>' + feed.map((p) => '<li>' + p.content + '</li>').join('') + '</ul></main>';
}`;

let database: TestDatabase;
let app: App;
beforeAll(async () => {
  mkdirSync(path.join(webDir, 'route-shells'), { recursive: true });
  writeFileSync(path.join(webDir, 'index.html'), shell(''));
  writeFileSync(
    path.join(webDir, 'route-shells/dashboard.html'),
    shell(
      '\n    <link rel="modulepreload" crossorigin href="/assets/d-1.js">\n    <link rel="modulepreload" crossorigin href="/assets/e-2.js">',
    ),
  );
  writeFileSync(
    path.join(webDir, 'route-shells.json'),
    JSON.stringify({ '/dashboard': 'route-shells/dashboard.html' }),
  );
  writeFileSync(rendererFile, STAND_IN_RENDERER);
  database = await createTestDatabase();
  const config = buildConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(dir, 'data') });
  app = await buildApp({ config: { ...config, webDir, firstScreenRenderer: rendererFile }, db: database.pool });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } });
  const encoding = res.headers['content-encoding'];
  const html =
    encoding === 'br'
      ? brotliDecompressSync(res.rawPayload).toString()
      : encoding === 'gzip'
        ? gunzipSync(res.rawPayload).toString()
        : res.body;
  return { res, html };
};

describe('the first screen drawn by the server', () => {
  it("draws a member's dashboard with their own feed, compressed and never cached", async () => {
    const ana = await buildSignedInUser(database.pool, { username: 'ana_drawn' });
    const ben = await buildSignedInUser(database.pool, { username: 'ben_drawn' });
    await buildPost(database.pool, ana.user.id, { content: 'Ana ran 10k' });
    await buildPost(database.pool, ben.user.id, { content: 'Ben lifted' });

    const { res, html } = await page('/dashboard', { cookie: ana.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(html).toContain('<main>drawn for ana_drawn<ul><li>Ana ran 10k</li></ul></main>');
    expect(html).not.toContain('Ben lifted'); // Ana does not follow Ben: her feed, as her calls answer it
    expect(html).not.toContain('is loading');
    // The route shell's scripts start after the drawing is painted: the same entry and preloads.
    expect(html).toContain(
      '<head><script defer src="/first-screen-loader.js" data-entry="/assets/index-Ab12.js" data-preload="/assets/d-1.js /assets/e-2.js"></script></head>',
    );
    expect(html).toContain('<div id="root"><main>');

    const gzip = await page('/dashboard', { cookie: ben.cookie, 'accept-encoding': 'gzip' });
    expect(gzip.res.headers['content-encoding']).toBe('gzip');
    expect(gzip.html).toContain('drawn for ben_drawn<ul><li>Ben lifted</li>');
    const plain = await page('/dashboard', { cookie: ben.cookie, 'accept-encoding': 'identity' });
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    expect(plain.html).toContain('drawn for ben_drawn');
  });

  it("gives the renderer the member's date from their clock cookie, and nothing it cannot read", async () => {
    const member = await buildSignedInUser(database.pool, { username: 'eve_clock' });
    const today = async (clock?: string) =>
      (await page('/today', { cookie: clock ? `${member.cookie}; fc_utc_offset=${clock}` : member.cookie })).html;
    // Far west and far east of UTC: whichever the hour, one of them is on another date than UTC.
    expect(await today('720')).toContain(`the member's today: ${isoDateAtUtcOffset(720)}</main>`);
    expect(await today('-840')).toContain(`the member's today: ${isoDateAtUtcOffset(-840)}</main>`);
    expect(await today()).toContain("the member's today: null</main>");
    expect(await today('not-an-offset')).toContain("the member's today: null</main>");
    expect(await today('9999')).toContain("the member's today: null</main>");
  });

  it("draws each member's own page when many are drawn at the same time", async () => {
    const members = await Promise.all(
      Array.from({ length: 6 }, (_, i) => buildSignedInUser(database.pool, { username: `many_${i}` })),
    );
    for (const [i, m] of members.entries()) await buildPost(database.pool, m.user.id, { content: `post of ${i}` });
    const pages = await Promise.all(members.map((m) => page('/dashboard', { cookie: m.cookie })));
    for (const [i, { html }] of pages.entries()) {
      expect(html).toContain(`drawn for many_${i}<ul><li>post of ${i}</li></ul>`);
    }
  });

  it('sends the plain page to a visitor, after sign-out, on other paths, to HEAD, and when drawing fails', async () => {
    const member = await buildSignedInUser(database.pool, { username: 'cleo_drawn' });
    await buildPost(database.pool, member.user.id, { content: 'Cleo swam' });
    expect((await page('/dashboard', { cookie: member.cookie })).html).toContain('Cleo swam');

    const plainShell = (html: string) => {
      expect(html).toContain('FitCircle is loading');
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-Ab12.js"></script>');
    };
    const visitor = await page('/dashboard');
    expect(visitor.res.headers['cache-control']).toBe('no-cache');
    plainShell(visitor.html);

    const explore = await page('/explore', { cookie: member.cookie });
    expect(explore.res.headers['cache-control']).toBe('no-cache');
    plainShell(explore.html);

    const head = await app.inject({ method: 'HEAD', url: '/dashboard', headers: { cookie: member.cookie } });
    expect(head.headers['cache-control']).toBe('no-cache');

    // Signed out: the very next page is a visitor's, with nothing of the member's in it.
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: member.cookie } });
    expect(out.statusCode).toBe(204);
    const after = await page('/dashboard', { cookie: member.cookie });
    expect(after.res.headers['cache-control']).toBe('no-cache');
    expect(after.html).not.toContain('Cleo swam');
    plainShell(after.html);

    const unlucky = await buildSignedInUser(database.pool, { username: 'dora_drawn' });
    await buildPost(database.pool, unlucky.user.id, { content: 'explode' });
    const failed = await page('/dashboard', { cookie: unlucky.cookie });
    expect(failed.res.statusCode).toBe(200);
    expect(failed.res.headers['cache-control']).toBe('no-cache');
    plainShell(failed.html);
  });
});
