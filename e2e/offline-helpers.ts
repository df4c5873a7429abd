import type { Locator, Page } from '@playwright/test';
import type { WorkoutLog } from '../common/schemas/workout-logs';
import { type ConsoleErrors, expect } from './fixtures';

// Shared by the offline specs (issue 17): e2e/offline.spec.ts and e2e/offline-workouts.spec.ts.

/** Failed requests while offline are the point of these tests, not errors of the page. */
export function allowOfflineErrors(consoleErrors: ConsoleErrors) {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|ERR_NAME_NOT_RESOLVED|Failed to load resource|WebSocket/);
  consoleErrors.allow(/ERR_FAILED/);
}

/** The page's service worker is active (installed and precached): the next load may be offline. */
export async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The query keys kept on the device (IndexedDB), as JSON: none before the first write. */
export function keptQueryKeys(page: Page): Promise<string[]> {
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
export async function keptOnDevice(page: Page, ...prefixes: string[]) {
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
export function workoutsKeptOnDevice(page: Page) {
  return keptOnDevice(page, '["workouts","exercises"]', '["workouts","plans","active"]');
}

/** Opens /workouts online and waits until the app would open and log offline. */
export async function visitOnline(page: Page) {
  await page.goto('/workouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Workout Plans' })).toBeVisible();
  await serviceWorkerReady(page);
  await workoutsKeptOnDevice(page);
}

export async function startSampleWorkout(page: Page) {
  await page.getByRole('region', { name: "Today's Workout" }).getByRole('button', { name: 'Start Workout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Live workout' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export function connection(page: Page) {
  return page.getByRole('status', { name: 'Connection' });
}

export async function workoutLogs(page: Page): Promise<WorkoutLog[]> {
  const response = await page.request.get('/api/workout-logs');
  expect(response.status()).toBe(200);
  return (await response.json()) as WorkoutLog[];
}

/** Ticks Bench Press's first set in the sample workout's logger, at `kg` when given. */
export async function doFirstBenchSet(dialog: Locator, kg?: string) {
  const bench = dialog.getByRole('group', { name: 'Bench Press' });
  if (kg) await bench.getByLabel('Set 1 kg').fill(kg);
  await bench.getByLabel('Set 1 done').click();
}

/** Finishes the workout with no network: it waits on the device to be synced. */
export async function saveWhileOffline(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Finish & Save' }).click();
  await expect(connection(page)).toContainText('1 workout waiting to sync');
}
