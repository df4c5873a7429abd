import type { Page } from '@playwright/test';
import type { MealDay } from '../common/schemas/meal-logs';
import type { WorkoutLog } from '../common/schemas/workout-logs';
import { expect, test, toast } from './fixtures';
import { pickBananaForLunch } from './meal-helpers';
import { pickExercise } from './workout-helpers';

// Figure boxes keep what the member typed (issue: a number box in an en-US browser dropped the
// decimal comma, and '62,5' kg became a 625 kg record): a point or a comma is the decimal mark,
// text that is not one number is refused at its box, and a zero or negative time is never saved
// as 1 second. Each test checks what reached the server.

/** Opens History > Log a past workout with a title and a duration, and adds the exercise. */
async function logPastWorkout(page: Page, exercise: string) {
  await page.goto('/workouts');
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('tabpanel', { name: 'History' }).getByRole('button', { name: 'Log a past workout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log a workout' });
  await dialog.getByLabel('Title').fill('Decimal day');
  await dialog.getByLabel('Duration (minutes)').fill('30');
  await pickExercise(dialog, 'Add an exercise', exercise);
  return { dialog, group: dialog.getByRole('group', { name: exercise }) };
}

async function storedLogs(page: Page) {
  const response = await page.request.get('/api/workout-logs');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as WorkoutLog[];
}

test.describe('decimal figures as typed @desktop', () => {
  test('a weight typed with a decimal comma is kept as typed and stored as 62.5 kg, not 625', async ({
    page,
    member,
  }) => {
    void member;
    const { dialog, group } = await logPastWorkout(page, 'Bench Press');
    await group.getByLabel('Set 1 reps').fill('5');
    await group.getByLabel('Set 1 kg').fill('62,5');
    await expect(group.getByLabel('Set 1 kg')).toHaveValue('62,5');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(toast(page)).toContainText('Workout saved');
    const [log] = await storedLogs(page);
    expect(log.exercises[0].sets.map((s) => [s.reps, s.weightKg])).toEqual([[5, 62.5]]);
  });

  test('a weight that is not one number is refused at its box and nothing is stored', async ({ page, member }) => {
    void member;
    const { dialog, group } = await logPastWorkout(page, 'Bench Press');
    await group.getByLabel('Set 1 reps').fill('5');
    const weight = group.getByLabel('Set 1 kg');
    for (const typed of ['6,2,5', '1.234,5', 'abc']) {
      await weight.fill(typed);
      await expect(weight).toHaveValue(typed);
      await expect(weight).toHaveAttribute('aria-invalid', 'true');
      await expect(weight).toHaveAccessibleDescription(`Set 1: "${typed}" is not a number: type it like 62.5 or 62,5.`);
    }
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Bench Press, set 1: "abc" is not a number');
    await expect(weight).toBeFocused();
    expect(await storedLogs(page)).toEqual([]);
    // Mended, the same set saves with the figure as typed.
    await weight.fill('62.5');
    await expect(weight).not.toHaveAttribute('aria-invalid');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(toast(page)).toContainText('Workout saved');
    expect((await storedLogs(page))[0].exercises[0].sets.map((s) => s.weightKg)).toEqual([62.5]);
  });

  test('a zero or negative time is an error at its box, never saved as 1 second', async ({ page, member }) => {
    void member;
    const { dialog, group } = await logPastWorkout(page, 'Plank');
    const time = group.getByLabel('Set 1 min');
    for (const typed of ['-5', '0']) {
      await time.fill(typed);
      await expect(time).toHaveValue(typed);
      await expect(time).toHaveAttribute('aria-invalid', 'true');
      await expect(time).toHaveAccessibleDescription(/^Set 1: Time must be more than 0 min/);
      await dialog.getByRole('button', { name: 'Save workout' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Plank, set 1: Duration must be between 1 second');
    }
    expect(await storedLogs(page)).toEqual([]);
    await time.fill('1,5');
    await expect(time).not.toHaveAttribute('aria-invalid');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(toast(page)).toContainText('Workout saved');
    expect((await storedLogs(page))[0].exercises[0].sets.map((s) => s.durationSeconds)).toEqual([90]);
  });

  test('grams typed with a decimal comma log 1.5 g; unreadable grams are refused and nothing is logged', async ({
    page,
    member,
  }) => {
    void member;
    const lunch = await pickBananaForLunch(page);
    const grams = lunch.getByLabel('Grams');
    await grams.fill('1,2,5');
    await expect(grams).toHaveAccessibleDescription('"1,2,5" is not a number: type it like 62.5 or 62,5.');
    await expect(lunch.getByRole('button', { name: 'Log food' })).toBeDisabled();
    await grams.press('Enter');
    await grams.fill('1,250');
    await expect(grams).toHaveAccessibleDescription(/^Is "1,250" 1250 or 1\.250\?/);
    await expect(lunch.getByRole('button', { name: 'Log food' })).toBeDisabled();
    const day = page.evaluate(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
      return `date=${date}&tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;
    });
    const entries = async () =>
      ((await (await page.request.get(`/api/meal-logs?${await day}`)).json()) as MealDay).entries;
    expect(await entries()).toEqual([]);

    await grams.fill('1,5');
    await expect(grams).toHaveValue('1,5');
    await lunch.getByRole('button', { name: 'Log food' }).click();
    await expect(toast(page)).toContainText('Meal logged');
    expect((await entries()).map((e) => [e.name, e.grams])).toEqual([['Banana', 1.5]]);
  });
});
