import { request } from '@playwright/test';
import sharp from 'sharp';
import { appTookOver, expect, test } from './fixtures';

// Issue 21 in the browser: what the built app sends (compressed, cached, preloaded) and how the
// dashboard draws its photos. The timings themselves are measured by `npm run bench:web`.

/** A 2000x1500 JPEG, as a phone camera's (scaled down): copies 320 to 1920 wide are made of it. */
const photo = (colour: string) =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

test('the app is served compressed, hashed files cached for good, pages revalidated and preloading their scripts', async ({
  page,
  member: _,
}) => {
  const scripts: Record<string, string>[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(response.url())) scripts.push(response.headers());
  });
  const document = await page.goto('/dashboard');
  const headers = document!.headers();
  // The member's dashboard is drawn for them (e2e/first-screen.spec.ts): theirs alone, never stored.
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['content-encoding']).toBe('br');
  // The route shell: the dashboard's own chunk is preloaded with the app's, not found later; on
  // the drawn page, once the drawing is painted (first-screen-loader.js).
  expect(await document!.text()).toMatch(
    /<script defer src="\/first-screen-loader\.js" data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]*\/assets\/dashboard-page-[\w-]+\.js/,
  );
  // The drawing shows the composer before any script has loaded: wait until the app has run.
  await appTookOver(page);
  await expect(page.getByRole('form', { name: 'Share your progress' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    expect(script['content-encoding']).toBe('br');
    expect(script['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  // A page the server does not draw is the build's own shell: the same for everyone, revalidated.
  const createPost = await page.goto('/create-post');
  expect(createPost!.headers()['cache-control']).toBe('no-cache');
  expect(createPost!.headers()['content-encoding']).toBe('br');
  expect(await createPost!.text()).toMatch(
    /<link rel="modulepreload" crossorigin href="\/assets\/dashboard-page-[\w-]+\.js">/,
  );
});

test("the feed's first photo loads at once and first, in a size for the screen; later ones wait", async ({
  page,
  member,
  baseURL,
}) => {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await api.post('/api/auth/login', { data: member })).status()).toBe(200);
  for (const [i, colour] of ['#0f766e', '#1d4ed8', '#f97316', '#7f1d1d'].entries()) {
    const bytes = await photo(colour);
    const upload = await api.post('/api/upload/media', {
      data: {
        fileData: `data:image/jpeg;base64,${bytes.toString('base64')}`,
        fileName: 'p.jpg',
        fileType: 'image/jpeg',
      },
    });
    expect(upload.status()).toBe(200);
    const { key } = await upload.json();
    expect((await api.post('/api/posts', { data: { content: `Photo ${i}`, imageKey: key } })).status()).toBe(201);
  }
  await api.dispose();

  await page.goto('/dashboard');
  const images = page.getByRole('list', { name: 'Feed' }).getByRole('img', { name: /^Shared by/ });
  await expect(images).toHaveCount(4);
  const first = images.first();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('width', '2000');
  await expect(first).toHaveAttribute('height', '1500');
  await expect(first).toHaveAttribute('srcset', /-w320\.webp 320w, .+-w1920\.webp 1920w, .+\.jpg 2000w$/);
  await expect(first).toHaveAttribute('sizes', /100vw/);
  // The browser picked the copy for its screen, not the 2000 px original: 334 CSS px at 2x on the
  // phone, the 768 px column at 1x on the desktop, both 960 wide.
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-w960\.webp$/);
  for (const later of await images.all().then((all) => all.slice(1))) {
    await expect(later).toHaveAttribute('loading', 'lazy');
    await expect(later).not.toHaveAttribute('fetchpriority', 'high');
  }
});
