import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { NOTIFICATION_TEXTS } from '../common/chat-texts';
import { startAppInstance } from './app-instance';
import { expect, test, toast } from './fixtures';
import {
  allowOfflineErrors,
  connection,
  doFirstBenchSet,
  keptOnDevice,
  saveWhileOffline,
  serviceWorkerReady,
  startSampleWorkout,
  visitOnline,
} from './offline-helpers';

// Issue 17: installable, the app shell and the feed offline, pages that need the network, signing
// out clears the device, a new deploy. The workout logged offline: e2e/offline-workouts.spec.ts.

// The rest of the suite blocks service workers (playwright.config.ts); these tests are about it.
test.use({ serviceWorkers: 'allow' });

/**
 * What a deploy does to the service worker: a new sw.js, with the compressed copies the build
 * writes beside it (the server sends those to browsers that accept them).
 */
function deployNewServiceWorker(webDir: string) {
  const sw = join(webDir, 'sw.js');
  const next = Buffer.from(`${readFileSync(sw, 'utf8')}\n// e2e: a new deploy ${Date.now()}\n`);
  writeFileSync(sw, next);
  if (existsSync(`${sw}.br`)) writeFileSync(`${sw}.br`, brotliCompressSync(next));
  if (existsSync(`${sw}.gz`)) writeFileSync(`${sw}.gz`, gzipSync(next));
}

test.describe('offline', () => {
  test('the app is installable: manifest fields and icons, and its service worker controls the page', async ({
    page,
    member,
  }) => {
    void member;
    await page.goto('/dashboard');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: 'FitCircle',
      short_name: 'FitCircle',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: '#047857',
    });
    for (const [size, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]) {
      const icon = (manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]).find(
        (i) => i.sizes === size && i.purpose === purpose,
      );
      expect(icon, `${size} ${purpose} icon`).toBeDefined();
      const response = await page.request.get(icon!.src);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      // A PNG's width and height are at bytes 16 and 20 of its IHDR chunk.
      const png = await response.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(size);
    }
    await serviceWorkerReady(page);
    // A new worker takes over pages loaded after it installed.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/sw\.js$/);
    // It answers no API call from a cache: the session check comes from the server.
    const fromWorker = await page.evaluate(async () => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return entries.filter((e) => e.name.includes('/api/') && e.workerStart > 0 && e.transferSize === 0).length;
    });
    expect(fromWorker).toBe(0);
  });

  test("the dashboard opens offline with the member's recent feed, kept on the device", async ({
    page,
    context,
    member,
    consoleErrors,
  }) => {
    allowOfflineErrors(consoleErrors);
    const text = `Offline feed check ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/posts', { data: { content: text, audience: 'friends' } });
    expect(created.status(), await created.text()).toBe(201);
    void member;
    await page.goto('/dashboard');
    await expect(page.getByText(text)).toBeVisible();
    await serviceWorkerReady(page);
    // Kept once the feed query has been written to IndexedDB (a moment after it loaded).
    await keptOnDevice(page, '["posts"');

    await context.setOffline(true);
    await page.reload();
    await expect(connection(page)).toContainText("You're offline.");
    await expect(page.getByText(text)).toBeVisible();
  });

  test('a page that needs the network says so offline instead of spinning, and loads when the network returns', async ({
    page,
    context,
    member,
    consoleErrors,
  }) => {
    void member;
    allowOfflineErrors(consoleErrors);
    await visitOnline(page);
    await context.setOffline(true);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Notifications/ })
      .click();
    await expect(page.getByText("You're offline. This loads when you're back online.")).toBeVisible();
    await context.setOffline(false);
    // A new member has none yet: the list's empty state, not an error, once the query resumed.
    await expect(page.getByText(NOTIFICATION_TEXTS.empty)).toBeVisible();
    await expect(page.getByText("You're offline. This loads when you're back online.")).toBeHidden();
  });

  test("signing out asks before deleting an unsynced workout, then clears the device's offline data", async ({
    page,
    context,
    member,
    consoleErrors,
  }) => {
    void member;
    test.slow();
    allowOfflineErrors(consoleErrors);
    consoleErrors.allow(/status of 503/);
    await visitOnline(page);
    // The server cannot take workouts right now: the one logged stays queued.
    await page.route('**/api/workout-logs{,?*}', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Busy"}' })
        : route.fallback(),
    );
    await context.setOffline(true);
    const dialog = await startSampleWorkout(page);
    await doFirstBenchSet(dialog);
    await saveWhileOffline(page, dialog);
    await context.setOffline(false);

    const questions: string[] = [];
    let answer = false;
    page.on('dialog', (d) => {
      questions.push(d.message());
      void (answer ? d.accept() : d.dismiss());
    });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(() => questions.length).toBe(1);
    expect(questions[0]).toContain('1 workout has not synced yet');
    // Kept: still signed in, still queued.
    await expect(connection(page)).toContainText('1 workout waiting to sync');

    answer = true;
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(toast(page)).toContainText('Logged out');
    const left = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('fitcircle-offline');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const count = (store: string) =>
        new Promise<number>((resolve) => {
          const request = db.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
        });
      return {
        outbox: await count('outbox'),
        drafts: await count('drafts'),
        queries: await count('queries'),
        caches: (await caches.keys()).filter((name) => !name.startsWith('workbox-precache')),
      };
    });
    expect(left).toEqual({ outbox: 0, drafts: 0, queries: 0, caches: [] });
  });

  // A deploy changes sw.js (its precache list names the new files). The test deploys on an app
  // instance of its own, with its own copy of the build (e2e/app-instance.ts): the suite's server,
  // and every other open page, keep the build they have.
  test('a new deploy shows "A new version is available — reload", and reloading runs it', async ({ page }) => {
    test.setTimeout(150_000);
    const instance = await startAppInstance();
    try {
      await page.goto(`${instance.origin}/login`);
      await serviceWorkerReady(page);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available — reload' });
      await expect(prompt).toBeHidden();
      deployNewServiceWorker(instance.webDir);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect(prompt).toBeVisible({ timeout: 15_000 });
      // The page keeps running the old code until the member says so.
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
        true,
      );
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(prompt).toBeHidden();
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(registration?.waiting), controlled: navigator.serviceWorker.controller !== null };
      });
      expect(state).toEqual({ waiting: false, controlled: true });
    } finally {
      await instance.stop();
    }
  });
});
