import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { NOTIFICATION_TEXTS } from '../common/chat-texts';
import { isoWeekday, localIsoDate } from '../common/fitness/dates';
import type { Exercise } from '../common/schemas/workout-exercises';
import type { WorkoutLog } from '../common/schemas/workout-logs';
import { type ConsoleErrors, expect, test, toast } from './fixtures';

// Issue 17: installable, the app shell offline, a workout logged with no network kept on the
// device and stored exactly once when the network returns.

// The rest of the suite blocks service workers (playwright.config.ts); these tests are about it.
test.use({ serviceWorkers: 'allow' });

/** Failed requests while offline are the point of these tests, not errors of the page. */
function allowOfflineErrors(consoleErrors: ConsoleErrors) {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|ERR_NAME_NOT_RESOLVED|Failed to load resource|WebSocket/);
  consoleErrors.allow(/ERR_FAILED/);
}

/** The page's service worker is active (installed and precached): the next load may be offline. */
async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The query keys kept on the device (IndexedDB), as JSON: none before the first write. */
function keptQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('fitcircle-offline');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve([]);
          const all = db.transaction('queries').objectStore('queries').getAll();
          all.onsuccess = () =>
            resolve(
              all.result.flatMap((row: { state: { queries: { queryKey: unknown[] }[] } }) =>
                row.state.queries.map((q) => JSON.stringify(q.queryKey)),
              ),
            );
          all.onerror = () => resolve([]);
        };
      }),
  );
}

/** Waits until the device keeps a query whose key starts with `prefix` (JSON, without the closing bracket). */
async function keptOnDevice(page: Page, ...prefixes: string[]) {
  await expect
    .poll(
      async () => {
        const keys = await keptQueryKeys(page);
        return prefixes.every((prefix) => keys.some((key) => key.startsWith(prefix)));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** The workouts queries the logger needs are kept on the device (the exercise library among them). */
function workoutsKeptOnDevice(page: Page) {
  return keptOnDevice(page, '["workouts","exercises"]', '["workouts","plans","active"]');
}

/** Opens /workouts online and waits until the app would open and log offline. */
async function visitOnline(page: Page) {
  await page.goto('/workouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Workout Plans' })).toBeVisible();
  await serviceWorkerReady(page);
  await workoutsKeptOnDevice(page);
}

async function startSampleWorkout(page: Page) {
  await page.getByRole('region', { name: "Today's Workout" }).getByRole('button', { name: 'Start Workout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Live workout' });
  await expect(dialog).toBeVisible();
  return dialog;
}

function connection(page: Page) {
  return page.getByRole('status', { name: 'Connection' });
}

async function workoutLogs(page: Page): Promise<WorkoutLog[]> {
  const response = await page.request.get('/api/workout-logs');
  expect(response.status()).toBe(200);
  return (await response.json()) as WorkoutLog[];
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

  test('a 3-exercise workout logged offline survives closing the page and is stored once when back online', async ({
    page,
    context,
    member,
    consoleErrors,
  }) => {
    void member;
    test.slow(); // a service worker install, two offline loads and a sync
    allowOfflineErrors(consoleErrors);
    await visitOnline(page);

    await context.setOffline(true);
    await page.reload();
    await expect(connection(page)).toContainText("You're offline.");
    const dialog = await startSampleWorkout(page);
    const bench = dialog.getByRole('group', { name: 'Bench Press' });
    await bench.getByLabel('Set 1 kg').fill('60');
    await bench.getByLabel('Set 1 done').click();
    await bench.getByLabel('Set 2 kg').fill('65');
    await bench.getByLabel('Set 2 reps').fill('8');
    await bench.getByLabel('Set 2 done').click();
    const row = dialog.getByRole('group', { name: 'Bent-Over Barbell Row' });
    await row.getByLabel('Set 1 kg').fill('50');
    await row.getByLabel('Set 1 done').click();
    const press = dialog.getByRole('group', { name: 'Overhead Press' });
    await press.getByLabel('Set 1 kg').fill('40');
    await press.getByLabel('Set 1 done').click();
    await dialog.getByRole('button', { name: 'Finish & Save' }).click();
    await expect(toast(page)).toContainText('Saved on this device');
    await expect(connection(page)).toContainText('1 workout waiting to sync');

    // The tab is closed in the basement; the member opens the app again, still offline.
    await page.close();
    const again = await context.newPage();
    await again.goto('/workouts');
    await expect(connection(again)).toContainText('1 workout waiting to sync');
    expect(await workoutLogs(again)).toEqual([]);

    await context.setOffline(false);
    await expect(toast(again)).toContainText('Offline workout synced');
    await expect(connection(again)).toBeHidden();
    const logs = await workoutLogs(again);
    expect(logs).toHaveLength(1);
    expect(logs[0].title).toBe('Upper Body Strength');
    expect(logs[0].exercises.map((e) => [e.name, e.sets.map((s) => [s.reps, s.weightKg])])).toEqual([
      [
        'Bench Press',
        [
          [10, 60],
          [8, 65],
        ],
      ],
      ['Bent-Over Barbell Row', [[10, 50]]],
      ['Overhead Press', [[8, 40]]],
    ]);
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

  test('a workout in progress survives the tab being closed and is resumed where it was', async ({
    page,
    context,
    member,
    consoleErrors,
  }) => {
    void member;
    test.slow();
    allowOfflineErrors(consoleErrors);
    await visitOnline(page);
    await context.setOffline(true);
    const dialog = await startSampleWorkout(page);
    const bench = dialog.getByRole('group', { name: 'Bench Press' });
    await bench.getByLabel('Set 1 kg').fill('55');
    await bench.getByLabel('Set 1 done').click();
    await expect(dialog.getByText('Sets done 1')).toBeVisible();
    // The phone kills the app in the middle of the workout.
    await page.close();

    const again = await context.newPage();
    await again.goto('/workouts');
    const unfinished = again.getByRole('region', { name: 'Unfinished workout' });
    await expect(unfinished).toContainText('Upper Body Strength: 1 set done');
    await unfinished.getByRole('button', { name: 'Resume' }).click();
    const resumed = again.getByRole('dialog', { name: 'Live workout' });
    const sets = resumed.getByRole('group', { name: 'Bench Press' });
    await expect(sets.getByLabel('Set 1 kg')).toHaveValue('55');
    await expect(sets.getByLabel('Set 1 done')).toHaveAttribute('aria-pressed', 'true');
    await sets.getByLabel('Set 2 done').click();
    await resumed.getByRole('button', { name: 'Finish & Save' }).click();
    await expect(connection(again)).toContainText('1 workout waiting to sync');
    await expect(unfinished).toBeHidden();

    await context.setOffline(false);
    await expect(toast(again)).toContainText('Offline workout synced');
    const logs = await workoutLogs(again);
    expect(logs).toHaveLength(1);
    expect(logs[0].exercises[0].sets).toMatchObject([
      { reps: 10, weightKg: 55 },
      { reps: 10, weightKg: null },
    ]);
  });

  test('the sync request replayed three times, and after a lost response, still stores one workout', async ({
    page,
    context,
    member,
    consoleErrors,
    baseURL,
  }) => {
    void member;
    test.slow();
    allowOfflineErrors(consoleErrors);
    await visitOnline(page);
    await context.setOffline(true);
    const dialog = await startSampleWorkout(page);
    const bench = dialog.getByRole('group', { name: 'Bench Press' });
    await bench.getByLabel('Set 1 kg').fill('70');
    await bench.getByLabel('Set 1 done').click();
    await dialog.getByRole('button', { name: 'Finish & Save' }).click();
    await expect(connection(page)).toContainText('1 workout waiting to sync');

    // Back online, the first sync reaches the server but its answer is lost on the way back.
    let intercepted = 0;
    let lost = 0;
    await page.route('**/api/workout-logs', async (route) => {
      if (route.request().method() !== 'POST' || intercepted > 0) return route.fallback();
      intercepted += 1;
      const stored = await route.fetch();
      expect(stored.status()).toBe(201);
      await route.abort('connectionreset');
      lost += 1;
    });
    const firstTry = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/workout-logs'));
    await context.setOffline(false);
    const sent = await firstTry;
    const key = sent.headers()['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => lost).toBe(1);
    // Still queued: the app never heard the server store it.
    await expect(connection(page)).toContainText('1 workout waiting to sync');
    expect(await workoutLogs(page)).toHaveLength(1);

    await connection(page).getByRole('button', { name: 'Sync now' }).click();
    await expect(toast(page)).toContainText('Offline workout synced');
    await expect(connection(page)).toBeHidden();

    // The same request, replayed three times, answers the same log and stores nothing more.
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const replay = await page.request.post('/api/workout-logs', {
        headers: { 'idempotency-key': key, Origin: baseURL!, 'content-type': 'application/json' },
        data: sent.postData()!,
      });
      expect(replay.status()).toBe(201);
      expect(replay.headers()['idempotent-replayed']).toBe('true');
      ids.push(((await replay.json()) as WorkoutLog).id);
    }
    const logs = await workoutLogs(page);
    expect(logs).toHaveLength(1);
    expect(ids).toEqual([logs[0].id, logs[0].id, logs[0].id]);
    expect(logs[0].exercises[0].sets).toMatchObject([{ reps: 10, weightKg: 70 }]);
  });

  test('a workout whose plan was deleted meanwhile is shown as a conflict, then saved without the plan', async ({
    page,
    context,
    member,
    consoleErrors,
    baseURL,
  }) => {
    void member;
    test.slow();
    allowOfflineErrors(consoleErrors);
    consoleErrors.allow(/status of 400/);
    const exercises = (await (await page.request.get('/api/exercises')).json()) as Exercise[];
    const bench = exercises.find((e) => e.name === 'Bench Press' && !e.custom)!;
    const today = localIsoDate();
    const created = await page.request.post(`/api/workout-plans?today=${today}`, {
      headers: { Origin: baseURL! },
      data: {
        name: 'Basement Plan',
        description: 'Bench only',
        level: 'beginner',
        goal: 'strength',
        frequency: 1,
        durationWeeks: 4,
        minutesPerSession: 30,
        isActive: true,
        schedule: [{ weekday: isoWeekday(today), exercises: [{ exerciseId: bench.id, sets: 2, reps: 5 }] }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const planId = ((await created.json()) as { id: number }).id;
    await visitOnline(page);
    await expect(page.getByRole('region', { name: "Today's Workout" })).toContainText('Basement Plan');
    // Deleted from another device while this one is in the gym.
    const deleted = await page.request.delete(`/api/workout-plans/${planId}`, { headers: { Origin: baseURL! } });
    expect(deleted.status()).toBe(204);

    await context.setOffline(true);
    const dialog = await startSampleWorkout(page);
    const sets = dialog.getByRole('group', { name: 'Bench Press' });
    await sets.getByLabel('Set 1 kg').fill('80');
    await sets.getByLabel('Set 1 done').click();
    await dialog.getByRole('button', { name: 'Finish & Save' }).click();
    await expect(connection(page)).toContainText('1 workout waiting to sync');

    await context.setOffline(false);
    const conflicts = page.getByRole('alert', { name: 'Workouts that could not sync' });
    await expect(conflicts).toContainText('That plan does not exist or is not yours');
    expect(await workoutLogs(page)).toEqual([]);
    // Still there after a reload: kept on the device until the member decides.
    await page.reload();
    await expect(conflicts).toContainText('That plan does not exist or is not yours');

    await conflicts.getByRole('button', { name: 'Save without the plan' }).click();
    await expect(toast(page)).toContainText('Offline workout synced');
    await expect(conflicts).toBeHidden();
    const logs = await workoutLogs(page);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ planId: null });
    expect(logs[0].exercises[0].sets).toMatchObject([{ reps: 5, weightKg: 80 }]);
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
    await page.route('**/api/workout-logs', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Busy"}' })
        : route.fallback(),
    );
    await context.setOffline(true);
    const dialog = await startSampleWorkout(page);
    await dialog.getByRole('group', { name: 'Bench Press' }).getByLabel('Set 1 done').click();
    await dialog.getByRole('button', { name: 'Finish & Save' }).click();
    await expect(connection(page)).toContainText('1 workout waiting to sync');
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

  // A deploy changes sw.js (its precache list names the new files): this test appends a line to the
  // built dist/web/sw.js, which the servers of both projects and every other open page would see
  // too (a routed response does not reach the browser's worker update check). So it runs only when
  // asked, alone: E2E_SW_UPDATE=1 npx playwright test e2e/offline.spec.ts -g "new deploy" --project desktop
  test('a new deploy shows "A new version is available — reload", and reloading runs it', async ({ page, member }) => {
    test.skip(!process.env.E2E_SW_UPDATE, 'changes the shared build; run alone with E2E_SW_UPDATE=1');
    void member;
    const sw = join(process.cwd(), 'dist/web/sw.js');
    const original = readFileSync(sw, 'utf8');
    await page.goto('/dashboard');
    await serviceWorkerReady(page);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available — reload' });
    try {
      writeFileSync(sw, `${original}\n// e2e: a new deploy ${Date.now()}\n`);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect(prompt).toBeVisible({ timeout: 15_000 });
    } finally {
      writeFileSync(sw, original);
    }
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
  });
});
