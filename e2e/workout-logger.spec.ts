import type { Page } from '@playwright/test';
import { isoWeekday, localIsoDate } from '../common/fitness/dates';
import type { Exercise } from '../common/schemas/workout-exercises';
import type { PersonalRecord, WorkoutLog } from '../common/schemas/workout-logs';
import { expect, test, toast } from './fixtures';
import { pickExercise } from './workout-helpers';

// The logger lifters keep (issue 16, points 4 to 7): units, last time, plate steps, set kinds,
// supersets, the exercise picker. The rest timer has its own spec.

/** Opens the workouts page through the app's own navigation (no reload: the session user is what it is). */
async function openWorkouts(page: Page) {
  await page.getByRole('link', { name: 'Workouts', exact: true }).filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workout Plans' })).toBeVisible();
}

async function logPastWorkout(page: Page) {
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('tabpanel', { name: 'History' }).getByRole('button', { name: 'Log a past workout' }).click();
  return page.getByRole('dialog', { name: 'Log a workout' });
}

async function exerciseId(page: Page, name: string): Promise<number> {
  const list = (await (await page.request.get('/api/exercises')).json()) as Exercise[];
  return list.find((e) => e.name === name && !e.custom)!.id;
}

test.describe('the workout logger', () => {
  test('a member who switches to lb and mi logs 100 lb and 3.1 mi, reads them back everywhere, and the API holds kg and km', async ({
    page,
    member,
  }) => {
    void member;
    test.slow(); // settings, a log, history, progress
    await page.goto('/settings');
    const units = page.getByRole('form', { name: 'Units' });
    await expect(units.getByLabel('Kilograms (kg)')).toBeChecked();
    await units.getByLabel('Pounds (lb)').check();
    await units.getByLabel('Miles (mi)').check();
    await units.getByRole('button', { name: 'Save units' }).click();
    await expect(toast(page)).toContainText('Your units are saved.');
    // The same page reads the new unit at once, and the body weight goes to the API in kg.
    const details = page.getByRole('form', { name: 'Profile details' });
    await details.getByLabel('Weight (lb)').fill('176.4');
    await details.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(async () => (await (await page.request.get('/api/auth/user')).json()).weight).toBe(80.01);
    await page.goto('/edit-profile');
    await expect(page.getByLabel('Weight (lb)')).toHaveValue('176.4', { timeout: 20_000 });

    await openWorkouts(page);
    const dialog = await logPastWorkout(page);
    await pickExercise(dialog, 'Add an exercise', 'Bench Press');
    const bench = dialog.getByRole('group', { name: 'Bench Press' });
    await bench.getByLabel('Set 1 reps').fill('5');
    await bench.getByLabel('Set 1 lb').fill('100');
    await pickExercise(dialog, 'Add an exercise', 'Running');
    const run = dialog.getByRole('group', { name: 'Running' });
    await run.getByLabel('Set 1 min').fill('25');
    await run.getByLabel('Set 1 mi', { exact: true }).fill('3.1');
    await dialog.getByLabel('Duration (minutes)').fill('40');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    const saved = page.getByRole('dialog', { name: 'Workout saved' });
    await expect(saved).toContainText('best 100 lb x 5');
    await expect(saved).toContainText('500 lb volume');
    await saved.getByRole('button', { name: 'Not now' }).click();

    const history = page.getByRole('tabpanel', { name: 'History' });
    await history.getByText('Exercises').click();
    await expect(history).toContainText('5 reps @ 100 lb');
    await expect(history).toContainText('25 min');
    await expect(history).toContainText('3.1 mi');

    // Canonical on the server: kg and km, whatever the member reads.
    const logs = (await (await page.request.get('/api/workout-logs')).json()) as WorkoutLog[];
    expect(logs[0].exercises[0].sets[0]).toMatchObject({ reps: 5, weightKg: 45.36 });
    expect(logs[0].exercises[1].sets[0]).toMatchObject({ durationSeconds: 1500, distanceKm: 4.989 });
    const records = (await (await page.request.get('/api/workout-records')).json()) as PersonalRecord[];
    expect(records.find((r) => r.exercise === 'Bench Press')?.heaviestWeightKg).toBe(45.36);

    await page.goto('/workouts/progress');
    const row = page.getByRole('table', { name: 'Personal records' }).getByRole('row', { name: /Bench Press/ });
    // The progress page's chunk and calls take a while on a busy machine.
    await expect(row).toContainText('100 lb', { timeout: 20_000 });
    const runRow = page.getByRole('table', { name: 'Personal records' }).getByRole('row', { name: /Running/ });
    await expect(runRow).toContainText('3.1 mi');
    await expect(runRow).toContainText('/mi');
    await expect(page.getByRole('figure', { name: 'Volume per week (lb)' }).getByRole('table')).toContainText('500');

    // Editing keeps the figures as typed: 100 lb reads 100 lb, not 99.99.
    await page.goto('/workouts');
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByRole('tabpanel', { name: 'History' }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit workout' });
    await expect(edit.getByRole('group', { name: 'Bench Press' }).getByLabel('Set 1 lb')).toHaveValue('100');
    await expect(edit.getByRole('group', { name: 'Running' }).getByLabel('Set 1 mi', { exact: true })).toHaveValue(
      '3.1',
    );
  });

  test('each set shows last time, copies it with a tap, and steps by a plate pair', async ({
    page,
    member,
    baseURL,
  }) => {
    void member;
    test.slow(); // several logger round trips
    const bench = await exerciseId(page, 'Bench Press');
    const yesterday = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() - 1);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    const created = await page.request.post('/api/workout-logs', {
      headers: { Origin: baseURL! },
      data: {
        date: yesterday,
        durationMinutes: 45,
        exercises: [
          {
            exerciseId: bench,
            sets: [
              { kind: 'warmup', reps: 12, weightKg: 20 },
              { reps: 8, weightKg: 60 },
              { reps: 6, weightKg: 62.5 },
            ],
          },
        ],
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/workouts');
    const dialog = await logPastWorkout(page);
    await pickExercise(dialog, 'Add an exercise', 'Bench Press');
    const card = dialog.getByRole('group', { name: 'Bench Press' });
    for (let i = 0; i < 3; i++) await card.getByRole('button', { name: 'Add set to Bench Press' }).click();
    // A warm-up last time: copied with its kind.
    await card.getByRole('button', { name: 'Set 1: use last time, 20 kg × 12 (warm-up)' }).click();
    await expect(card.getByRole('button', { name: 'Set 1 kind: Warm-up' })).toBeVisible();
    await card.getByRole('button', { name: 'Set 2: use last time, 60 kg × 8' }).click();
    await expect(card.getByLabel('Set 2 reps')).toHaveValue('8');
    await expect(card.getByLabel('Set 2 kg')).toHaveValue('60');
    await card.getByRole('button', { name: 'Set 3: use last time, 62.5 kg × 6' }).click();
    await card.getByRole('button', { name: 'Set 3: 2.5 kg more' }).click();
    await expect(card.getByLabel('Set 3 kg')).toHaveValue('65');
    await card.getByRole('button', { name: 'Set 3: 2.5 kg less' }).click();
    await card.getByRole('button', { name: 'Set 3: 2.5 kg less' }).click();
    await expect(card.getByLabel('Set 3 kg')).toHaveValue('60');
    // Last time had three sets: the fourth row has nothing to copy.
    await expect(card.getByRole('button', { name: /^Set 4: use last time/ })).toHaveCount(0);
    await card.getByLabel('Set 4 kg').fill('61');
    await card.getByRole('button', { name: 'Set 4: 2.5 kg more' }).click();
    await expect(card.getByLabel('Set 4 kg')).toHaveValue('62.5');
  });

  test('warm-ups and supersets are marked in the logger, shown in history, and a heavy warm-up is no record', async ({
    page,
    member,
  }) => {
    void member;
    test.slow(); // a log saved and read back on two pages
    await page.goto('/workouts');
    const dialog = await logPastWorkout(page);
    await pickExercise(dialog, 'Add an exercise', 'Back Squat');
    const squat = dialog.getByRole('group', { name: 'Back Squat' });
    await squat.getByLabel('Set 1 reps').fill('5');
    await squat.getByLabel('Set 1 kg').fill('140');
    await squat.getByRole('button', { name: 'Set 1 kind: Normal' }).click();
    await page.getByRole('menuitemradio', { name: 'Warm-up' }).click();
    await expect(squat.getByRole('button', { name: 'Set 1 kind: Warm-up' })).toHaveText('W');
    await squat.getByRole('button', { name: 'Add set to Back Squat' }).click();
    await squat.getByLabel('Set 2 kg').fill('100');
    await pickExercise(dialog, 'Add an exercise', 'Pull-Up');
    const pullUp = dialog.getByRole('group', { name: 'Pull-Up' });
    await pullUp.getByLabel('Set 1 reps').fill('8');
    await pullUp.getByRole('button', { name: 'Superset Pull-Up with the exercise before' }).click();
    await expect(squat).toContainText('Superset 1');
    await expect(pullUp).toContainText('Superset 1');
    await dialog.getByLabel('Duration (minutes)').fill('30');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await page.getByRole('dialog', { name: 'Workout saved' }).getByRole('button', { name: 'Not now' }).click();

    const history = page.getByRole('tabpanel', { name: 'History' });
    await history.getByText('Exercises').click();
    await expect(history).toContainText('5 reps @ 140 kg (warm-up), 5 reps @ 100 kg');
    await expect(history.getByRole('listitem').filter({ hasText: /^Back Squat/ })).toContainText('Superset 1');
    await expect(history.getByRole('listitem').filter({ hasText: /^Pull-Up/ })).toContainText('Superset 1');
    // The payload the logger sent: kinds and groups as marked.
    const [log] = (await (await page.request.get('/api/workout-logs')).json()) as WorkoutLog[];
    expect(log.exercises.map((e) => e.supersetGroup)).toEqual([1, 1]);
    expect(log.exercises[0].sets.map((s) => s.kind)).toEqual(['warmup', 'normal']);

    await page.goto('/workouts/progress');
    const row = page.getByRole('table', { name: 'Personal records' }).getByRole('row', { name: /Back Squat/ });
    await expect(row).toContainText('100 kg', { timeout: 20_000 });
    await expect(row).not.toContainText('140');
  });

  test("a refused Finish & Save names the exercise and set, marks the bad boxes, and states limits in the member's unit", async ({
    page,
    member,
    baseURL,
  }) => {
    void member;
    const units = await page.request.put('/api/settings', {
      headers: { Origin: baseURL! },
      data: { units: { weight: 'lb', distance: 'mi' } },
    });
    expect(units.status()).toBe(200);
    // An active plan for today: Start Workout opens it live, two sets of Bench Press.
    const plan = await page.request.post(`/api/workout-plans?today=${localIsoDate()}`, {
      headers: { Origin: baseURL! },
      data: {
        name: 'Check test',
        level: 'beginner',
        goal: 'strength',
        frequency: 1,
        durationWeeks: 4,
        isActive: true,
        schedule: [
          {
            weekday: isoWeekday(localIsoDate()),
            exercises: [{ exerciseId: await exerciseId(page, 'Bench Press'), sets: 2, reps: 5 }],
          },
        ],
      },
    });
    expect(plan.status(), await plan.text()).toBe(201);

    await page.goto('/workouts');
    await page.getByRole('region', { name: "Today's Workout" }).getByRole('button', { name: 'Start Workout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Live workout' });
    const bench = dialog.getByRole('group', { name: 'Bench Press' });
    await bench.getByLabel('Set 1 lb').fill('2500');
    await bench.getByRole('button', { name: 'Set 1 done' }).click();
    await bench.getByLabel('Set 2 reps').fill('8.5');
    await bench.getByRole('button', { name: 'Set 2 done' }).click();
    await dialog.getByRole('button', { name: 'Finish & Save' }).click();

    const weight = 'Bench Press, set 1: Weight must be between 0 and 2,204 lb';
    const reps = 'Bench Press, set 2: Reps must be a whole number between 0 and 1000';
    await expect(dialog.getByRole('alert')).toContainText(weight);
    await expect(dialog.getByRole('alert')).toContainText(reps);
    await expect(bench.getByLabel('Set 1 lb')).toHaveAttribute('aria-invalid', 'true');
    await expect(bench.getByLabel('Set 1 lb')).toHaveAccessibleDescription(weight);
    await expect(bench.getByLabel('Set 1 lb')).toBeFocused();
    await expect(bench.getByLabel('Set 2 reps')).toHaveAttribute('aria-invalid', 'true');
    await expect(bench.getByLabel('Set 2 reps')).toHaveAccessibleDescription(reps);
    await expect(bench.getByLabel('Set 1 reps')).not.toHaveAttribute('aria-invalid');

    // A mended box loses its mark at once; the workout then saves, in kg on the server.
    await bench.getByLabel('Set 2 reps').fill('8');
    await expect(bench.getByLabel('Set 2 reps')).not.toHaveAttribute('aria-invalid');
    await expect(dialog.getByRole('alert')).not.toContainText(reps);
    await bench.getByLabel('Set 1 lb').fill('225');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Finish & Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Workout saved' })).toBeVisible();
    const [log] = (await (await page.request.get('/api/workout-logs')).json()) as WorkoutLog[];
    expect(log.exercises[0].sets.map((s) => [s.reps, s.weightKg])).toEqual([
      [5, 102.06],
      [8, null],
    ]);

    // Create Plan states its own (lower: a target, not a record) limit in lb too.
    await page.getByRole('dialog', { name: 'Workout saved' }).getByRole('button', { name: 'Not now' }).click();
    await page.getByRole('tab', { name: 'Create Plan' }).click();
    const form = page.getByRole('form', { name: 'Create plan' });
    await form.getByLabel('Weight (lb)').fill('-100');
    await form.getByRole('button', { name: 'Create Plan' }).click();
    await expect(form.getByLabel('Weight (lb)')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Weight (lb)')).toHaveAccessibleDescription('Weight must be between 0 and 1,102 lb');
  });

  test('the exercise picker finds by muscle and equipment with the keyboard, keeps favourites and recent first', async ({
    page,
    member,
  }) => {
    void member;
    test.slow(); // several logger round trips
    await page.goto('/workouts');
    const dialog = await logPastWorkout(page);
    const picker = dialog.getByRole('combobox', { name: 'Add an exercise' });
    await picker.focus();
    await picker.fill('inc db');
    const list = dialog.getByRole('listbox', { name: 'Exercises' });
    await expect(list.getByRole('option').first()).toContainText('Incline Dumbbell');
    // The two Incline Dumbbell exercises fit best (all their words typed, the shortest names): the
    // curl, then the press; the catalogue's other incline dumbbell lifts follow.
    await expect(list.getByRole('option').nth(0)).toContainText('Incline Dumbbell Curl');
    await expect(list.getByRole('option').nth(1)).toContainText('Incline Dumbbell Press');
    await picker.press('ArrowDown');
    await expect(list.getByRole('option', { selected: true })).toContainText('Incline Dumbbell Press');
    await picker.press('Enter');
    const press = dialog.getByRole('group', { name: 'Incline Dumbbell Press' });
    await expect(press).toBeVisible();
    await press.getByLabel('Set 1 reps').fill('10');
    // Escape closes the open list, not the dialog.
    await picker.fill('chest cable');
    await expect(list.getByRole('option', { name: /^Cable Crossover/ })).toBeVisible();
    await picker.press('Escape');
    await expect(list).toBeHidden();
    await expect(dialog).toBeVisible();

    // A favourite is kept on the server and listed first.
    await pickExercise(dialog, 'Add an exercise', 'Face Pull');
    const facePull = dialog.getByRole('group', { name: 'Face Pull' });
    await facePull.getByRole('button', { name: 'Favourite: Face Pull' }).click();
    await expect(facePull.getByRole('button', { name: 'Favourite: Face Pull' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect
      .poll(async () => (await page.request.get('/api/exercise-favourites')).json())
      .toEqual([await exerciseId(page, 'Face Pull')]);
    await picker.click();
    const favourites = list.getByRole('group', { name: 'Favourites' });
    await expect(favourites.getByRole('option')).toHaveCount(1);
    await expect(favourites.getByRole('option')).toContainText('Face Pull');
    await picker.press('Escape');

    await facePull.getByLabel('Set 1 reps').fill('15');
    await dialog.getByLabel('Duration (minutes)').fill('20');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await page.getByRole('dialog', { name: 'Workout saved' }).getByRole('button', { name: 'Not now' }).click();
    const again = await logPastWorkout(page);
    await again.getByRole('combobox', { name: 'Add an exercise' }).click();
    const recent = again.getByRole('listbox', { name: 'Exercises' }).getByRole('group', { name: 'Recent' });
    await expect(recent.getByRole('option').first()).toBeVisible();
    // Face Pull is a favourite, so it is listed there, once.
    await expect(recent.getByRole('option')).toHaveCount(1);
    await expect(recent.getByRole('option')).toContainText('Incline Dumbbell Press');
  });
});
