import type { Page } from '@playwright/test';
import type { Exercise } from '../common/schemas/workout-exercises';
import type { WorkoutPlan, WorkoutPlanSummary } from '../common/schemas/workouts';
import { WORKOUT_MESSAGES as M } from '../common/workouts-texts';
import { expect, test, toast } from './fixtures';
import { pickExercise } from './workout-helpers';

// The plan builder's figure boxes keep what the member typed (a number box in an en-US browser
// dropped the decimal comma, and a '62,5' kg target became 625 kg, which the logger then
// suggested for a set): a point or a comma is the decimal mark, and text that is not one number,
// or a part of a set, is refused at its box. Each test checks what reached the server.

/** Opens Create Plan with a name and Bench Press on the first day. */
async function startPlan(page: Page, name: string) {
  await page.goto('/workouts');
  await page.getByRole('tab', { name: 'Create Plan' }).click();
  const form = page.getByRole('form', { name: 'Create plan' });
  await form.getByLabel('Plan name').fill(name);
  await pickExercise(form, 'Exercise 1', 'Bench Press');
  return form;
}

/** The member's plans as the server holds them, with their schedules. */
async function storedPlans(page: Page) {
  const list = await page.request.get('/api/workout-plans');
  expect(list.status(), await list.text()).toBe(200);
  const summaries = (await list.json()) as WorkoutPlanSummary[];
  return Promise.all(
    summaries.map(async ({ id }) => (await (await page.request.get(`/api/workout-plans/${id}`)).json()) as WorkoutPlan),
  );
}

test.describe('plan builder figures as typed @desktop', () => {
  test('a target weight typed with a decimal comma is kept as typed and stored as 62.5 kg, not 625', async ({
    page,
    member,
  }) => {
    void member;
    const form = await startPlan(page, 'Comma plan');
    await form.getByLabel('Sets').fill('4');
    await form.getByLabel('Reps').fill('6');
    const weight = form.getByLabel('Weight (kg)');
    await weight.fill('62,5');
    await expect(weight).toHaveValue('62,5');
    await expect(weight).toHaveAttribute('inputmode', 'decimal');
    await form.getByLabel('Time (min)').fill('1,5');
    await form.getByRole('button', { name: 'Create Plan' }).click();
    await expect(toast(page)).toContainText('Workout plan created successfully.');

    const [plan] = await storedPlans(page);
    expect(plan).toMatchObject({ name: 'Comma plan', frequency: 3, durationWeeks: 8, minutesPerSession: 45 });
    expect(
      plan.schedule[0].exercises.map((e) => [e.sets, e.reps, e.weightKg, e.durationSeconds, e.distanceKm]),
    ).toEqual([[4, 6, 62.5, 90, null]]);
  });

  test('a weight that is not one number, and a part of a set, are refused at their boxes and nothing is stored', async ({
    page,
    member,
  }) => {
    void member;
    const form = await startPlan(page, 'Refused plan');
    const weight = form.getByLabel('Weight (kg)');
    const sets = form.getByLabel('Sets');
    await weight.fill('6,2,5');
    await sets.fill('2,5');
    await form.getByRole('button', { name: 'Create Plan' }).click();

    await expect(weight).toHaveValue('6,2,5');
    await expect(weight).toHaveAttribute('aria-invalid', 'true');
    await expect(weight).toHaveAccessibleDescription('"6,2,5" is not a number: type it like 62.5 or 62,5.');
    await expect(sets).toHaveAttribute('aria-invalid', 'true');
    await expect(sets).toHaveAccessibleDescription(M.setsRange);
    await expect(sets).toBeFocused();
    expect(await storedPlans(page)).toEqual([]);

    // Mended, the same plan saves with the figures as typed.
    await sets.fill('2');
    await weight.fill('62.5');
    await expect(weight).not.toHaveAttribute('aria-invalid');
    await expect(sets).not.toHaveAttribute('aria-invalid');
    await form.getByRole('button', { name: 'Create Plan' }).click();
    await expect(toast(page)).toContainText('Workout plan created successfully.');
    const [plan] = await storedPlans(page);
    expect(plan.schedule[0].exercises.map((e) => [e.sets, e.reps, e.weightKg])).toEqual([[2, 10, 62.5]]);
  });

  test('Edit shows a stored plan as its figures, empty where it gives none, and saves a comma weight as typed', async ({
    page,
    member,
    baseURL,
  }) => {
    void member;
    const exercises = (await (await page.request.get('/api/exercises')).json()) as Exercise[];
    const plank = exercises.find((e) => e.name === 'Plank' && !e.custom)!;
    const created = await page.request.post('/api/workout-plans', {
      headers: { Origin: baseURL! },
      data: {
        name: 'Stored plan',
        level: 'beginner',
        goal: 'strength',
        frequency: 2,
        durationWeeks: 6,
        schedule: [{ weekday: 2, exercises: [{ exerciseId: plank.id, sets: 3, weightKg: 62.5, durationSeconds: 90 }] }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/workouts');
    await page.getByRole('tab', { name: /^My Plans/ }).click();
    await page.getByRole('article', { name: 'Stored plan' }).getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit plan' });
    await expect(form.getByLabel('Days per week')).toHaveValue('2');
    await expect(form.getByLabel('Duration (weeks)')).toHaveValue('6');
    await expect(form.getByLabel('Minutes per session')).toHaveValue('');
    await expect(form.getByLabel('Sets')).toHaveValue('3');
    await expect(form.getByLabel('Reps')).toHaveValue('');
    await expect(form.getByLabel('Weight (kg)')).toHaveValue('62.5');
    await expect(form.getByLabel('Time (min)')).toHaveValue('1.5');
    await expect(form.getByLabel('Distance (km)')).toHaveValue('');

    await form.getByLabel('Weight (kg)').fill('70,5');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('tab', { name: /^My Plans/ })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(async () => (await storedPlans(page))[0].schedule[0].exercises[0].weightKg).toBe(70.5);
    const [plan] = await storedPlans(page);
    expect(plan).toMatchObject({ frequency: 2, durationWeeks: 6, minutesPerSession: null });
    expect(plan.schedule[0].exercises.map((e) => [e.sets, e.reps, e.durationSeconds, e.distanceKm])).toEqual([
      [3, null, 90, null],
    ]);
  });
});
