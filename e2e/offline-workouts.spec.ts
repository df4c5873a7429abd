import { isoWeekday, localIsoDate } from '../common/fitness/dates';
import type { Exercise } from '../common/schemas/workout-exercises';
import type { WorkoutLog } from '../common/schemas/workout-logs';
import { expect, test, toast } from './fixtures';
import {
  allowOfflineErrors,
  connection,
  doFirstBenchSet,
  saveWhileOffline,
  startSampleWorkout,
  visitOnline,
  workoutLogs,
} from './offline-helpers';

// Issue 17: a workout logged with no network is kept on the device, survives the tab closing, and
// is stored exactly once when the network returns (replays, lost answers, a deleted plan).

// The rest of the suite blocks service workers (playwright.config.ts); these tests are about it.
test.use({ serviceWorkers: 'allow' });

test.describe('offline', () => {
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
    await doFirstBenchSet(dialog, '55');
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
    await doFirstBenchSet(dialog, '70');
    await saveWhileOffline(page, dialog);

    // Back online, the first sync reaches the server but its answer is lost on the way back.
    let intercepted = 0;
    let lost = 0;
    // The app's saves carry the member's zone (`?tz=`).
    await page.route('**/api/workout-logs{,?*}', async (route) => {
      if (route.request().method() !== 'POST' || intercepted > 0) return route.fallback();
      intercepted += 1;
      const stored = await route.fetch();
      expect(stored.status()).toBe(201);
      await route.abort('connectionreset');
      lost += 1;
    });
    const firstTry = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/workout-logs',
    );
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
    await doFirstBenchSet(dialog, '80');
    await saveWhileOffline(page, dialog);

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
});
