import type { Page } from '@playwright/test';
import { COACH_MESSAGES, COACH_TEXTS } from '../common/coach-texts';
import { addDays, isoWeekday, localIsoDate, weekdayName } from '../common/fitness/dates';
import type { CoachSuggestion } from '../common/schemas/coach';
import type { Exercise } from '../common/schemas/workout-exercises';
import type { WorkoutLog } from '../common/schemas/workout-logs';
import { expect, test, toast } from './fixtures';

// Issue 33: a member with a logged session opens the logger, sees each set pre-filled with the
// coach's suggestion and its why-line, accepts one set and changes another; the saved log holds
// exactly what was done. On a phone the rest timer stays in view further down the workout, and a
// filled box keeps its label. The exercise page switches a plan exercise's scheme, Settings sets the
// steps and plates, and the dashboard's today card follows both.

/** Last session, two days ago: bench press 3 × 12 at 60 kg (the top of 8-12). */
async function loggedBench(page: Page, baseURL: string) {
  const exercises = (await (await page.request.get('/api/exercises')).json()) as Exercise[];
  const bench = exercises.find((e) => e.name === 'Bench Press' && !e.custom)!;
  const row = exercises.find((e) => e.name === 'Back Squat' && !e.custom)!;
  const today = localIsoDate();
  const logged = await page.request.post('/api/workout-logs', {
    headers: { Origin: baseURL },
    data: {
      date: addDays(today, -2),
      title: 'Push',
      durationMinutes: 45,
      exercises: [{ exerciseId: bench.id, sets: [12, 12, 12].map((reps) => ({ reps, weightKg: 60 })) }],
    },
  });
  expect(logged.status(), await logged.text()).toBe(201);
  return { bench, row, today };
}

/** The logged bench session, and an active plan with bench and squat today. */
async function loggedSessionAndPlan(page: Page, baseURL: string) {
  const headers = { Origin: baseURL };
  const { bench, row, today } = await loggedBench(page, baseURL);
  const plan = await page.request.post(`/api/workout-plans?today=${today}`, {
    headers,
    data: {
      name: 'Coach test',
      level: 'beginner',
      goal: 'strength',
      frequency: 1,
      durationWeeks: 4,
      isActive: true,
      schedule: [
        {
          weekday: isoWeekday(today),
          exercises: [
            { exerciseId: bench.id, sets: 3, reps: 10 },
            { exerciseId: row.id, sets: 3, reps: 10 },
          ],
        },
      ],
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  return { bench, row, today };
}

test('the logger pre-fills the coach’s suggestion; the saved log holds what was accepted and changed', async ({
  page,
  member,
  baseURL,
}) => {
  void member;
  const { bench, row, today } = await loggedSessionAndPlan(page, baseURL!);

  await page.goto('/workouts');
  const todayCard = page.getByRole('region', { name: "Today's Workout" });
  await expect(todayCard.getByText('Next session: 62.5 kg × 8, 8, 8')).toBeVisible();
  await todayCard.getByRole('button', { name: 'Start Workout' }).click();

  const dialog = page.getByRole('dialog', { name: 'Live workout' });
  const card = dialog.getByRole('group', { name: 'Bench Press' });
  await expect(
    card.getByText('Every set reached 12 reps last time: add 2.5 kg (the default step) and start again at 8 reps.'),
  ).toBeVisible();
  // A barbell lift's warm-up ramp to the working weight: the empty bar, then about 40/60/80%; the
  // bar and the step are the defaults (the member set neither), and the line says so.
  await expect(
    card.getByText(
      'Warm-up (default bar 20 kg, default step 2.5 kg; set yours in Settings): 20 kg × 10 · 25 kg × 5 · 37.5 kg × 3 · 50 kg × 2',
    ),
  ).toBeVisible();
  for (const n of [1, 2, 3]) {
    await expect(card.getByRole('textbox', { name: `Set ${n} kg` })).toHaveValue('62.5');
    await expect(card.getByRole('textbox', { name: `Set ${n} reps` })).toHaveValue('8');
  }
  await expect(card.getByText('Suggested', { exact: true })).toHaveCount(3);
  // Last time's sets stay beside the suggestion.
  await expect(card.getByRole('button', { name: 'Set 1: use last time, 60 kg × 12' })).toBeVisible();
  // A filled box keeps a visible label.
  const firstSet = card.getByRole('listitem').first();
  await expect(firstSet.getByText('reps', { exact: true })).toBeVisible();
  await expect(firstSet.getByText('kg', { exact: true })).toBeVisible();

  // One tap accepts set 1; set 2 is changed before it is done; set 3 is not done.
  await card.getByRole('button', { name: 'Set 1 done' }).click();
  await card.getByRole('textbox', { name: 'Set 2 reps' }).fill('7');
  await expect(card.getByText('Suggested', { exact: true })).toHaveCount(2);
  await card.getByRole('combobox', { name: 'Set 2 effort (RPE or reps in reserve)' }).selectOption('RPE 9');
  await card.getByRole('button', { name: 'Set 2 done' }).click();

  // On a phone the rest timer stays in view while the member goes on to the next exercise.
  const timer = dialog.getByRole('timer', { name: 'Rest timer' });
  await expect(timer).toBeVisible();
  await dialog
    .getByRole('group', { name: row.name })
    .getByRole('button', { name: `Add set to ${row.name}` })
    .scrollIntoViewIfNeeded();
  await expect(timer).toBeInViewport();

  await dialog.getByRole('button', { name: 'Finish & Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Workout saved' })).toBeVisible();

  const logs = (await (await page.request.get('/api/workout-logs')).json()) as WorkoutLog[];
  const saved = logs.find((l) => l.date === today)!;
  expect(saved.exercises.map((e) => e.exerciseId)).toEqual([bench.id]);
  expect(saved.exercises[0].sets.map((s) => [s.kind, s.weightKg, s.reps, s.rpe])).toEqual([
    ['normal', 62.5, 8, null],
    ['normal', 62.5, 7, 9],
  ]);
});

test('the exercise page switches the plan’s scheme, Settings sets steps and plates, and the today card follows @desktop', async ({
  page,
  member,
  baseURL,
}) => {
  void member;
  const { bench, today } = await loggedSessionAndPlan(page, baseURL!);
  const day = weekdayName(isoWeekday(today));
  const serverSuggestion = async () =>
    (await (await page.request.get(`/api/exercises/${bench.id}/suggestion`)).json()) as CoachSuggestion;

  // The exercise page: the current scheme (the default: the plan's entry names none), the plan day
  // the next session is for, and why.
  await page.goto(`/exercises/${bench.id}`);
  const coach = page.getByRole('region', { name: 'Coach' });
  await expect(
    coach.getByText(`Scheme: Double progression, 8-12 reps (the default: Coach test names no scheme for ${day})`),
  ).toBeVisible();
  await expect(coach.getByText(`Next session, ${day}: 62.5 kg × 8, 8, 8`)).toBeVisible();
  await expect(
    coach.getByText('Every set reached 12 reps last time: add 2.5 kg (the default step) and start again at 8 reps.'),
  ).toBeVisible();
  // Text that reads two ways is refused as such, not taken as another number.
  await coach.getByLabel('Fewest reps').fill('1,2,5');
  await coach.getByRole('button', { name: 'Try it' }).click();
  await expect(coach.getByRole('alert')).toContainText('Fewest reps: "1,2,5" is not a number');
  // A bad rep range is refused with a message; linear 5 is tried, then kept in the plan.
  await coach.getByLabel('Fewest reps').fill('12');
  await coach.getByLabel('Most reps').fill('8');
  await coach.getByRole('button', { name: 'Try it' }).click();
  await expect(coach.getByRole('alert')).toHaveText(COACH_MESSAGES.rangeInvalid);
  await coach.getByLabel('Scheme', { exact: true }).selectOption('Linear progression');
  await coach.getByLabel('Reps', { exact: true }).fill('5');
  await coach.getByRole('button', { name: 'Try it' }).click();
  await expect(coach.getByText('With linear progression, 5 reps: 62.5 kg × 5, 5, 5')).toBeVisible();
  await coach.getByRole('button', { name: `Use for ${day} in Coach test` }).click();
  await expect(toast(page)).toContainText(COACH_TEXTS.progressionSaved);
  await expect(coach.getByText(`Scheme: Linear progression, 5 reps (from Coach test, ${day})`)).toBeVisible();
  expect(await serverSuggestion()).toMatchObject({
    progression: { scheme: 'linear', reps: 5 },
    plan: { name: 'Coach test' },
    sets: [{ weight: 62.5, reps: 5, unit: 'kg' }, {}, {}],
  });

  // Settings: a 5 kg barbell step and two pairs of plates (20 and 10): 60 + 5 is loaded as 80.
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByLabel('Barbell step (kg)').fill('5');
  await page.getByLabel('Plates you own (kg, one number a pair)').fill('20, 10');
  await page.getByRole('button', { name: 'Save coach settings' }).click();
  await expect(toast(page)).toContainText(COACH_TEXTS.settingsSaved);
  const settings = await (await page.request.get('/api/coach/settings')).json();
  expect(settings).toMatchObject({ steps: { barbell: 5 }, customSteps: ['barbell'], plates: [20, 10] });
  expect((await serverSuggestion()).sets.map((s) => s.weight)).toEqual([80, 80, 80]);

  // The dashboard's today card shows the next session as the browser works it out: the same.
  await page.goto('/');
  const card = page.getByRole('complementary', { name: 'Suggestions' });
  await expect(card.getByText('Next session: 80 kg × 5, 5, 5')).toBeVisible();

  // The plan view shows the next session of each exercise too.
  await page.goto('/workouts');
  await page.getByRole('tab', { name: /My Plans/ }).click();
  await page.getByRole('article', { name: 'Coach test' }).getByRole('button', { name: 'View' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Coach test' }).getByText('Next session: 80 kg × 5, 5, 5'),
  ).toBeVisible();
});

test('the plan view shows each day the next session of its own entry when an exercise is on two days @desktop', async ({
  page,
  member,
  baseURL,
}) => {
  void member;
  const { bench, today } = await loggedBench(page, baseURL!);
  // Bench on Monday 3 × 10 (the default, double 8-12) and on Thursday 5 × 5 (linear, 5 reps).
  const plan = await page.request.post(`/api/workout-plans?today=${today}`, {
    headers: { Origin: baseURL! },
    data: {
      name: 'Bench twice',
      level: 'beginner',
      goal: 'strength',
      frequency: 2,
      durationWeeks: 4,
      schedule: [
        { weekday: 1, title: 'Volume', exercises: [{ exerciseId: bench.id, sets: 3, reps: 10 }] },
        {
          weekday: 4,
          title: 'Strength',
          exercises: [{ exerciseId: bench.id, sets: 5, reps: 5, progression: { scheme: 'linear', reps: 5 } }],
        },
      ],
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);

  await page.goto('/workouts');
  await page.getByRole('tab', { name: /My Plans/ }).click();
  await page.getByRole('article', { name: 'Bench twice' }).getByRole('button', { name: 'View' }).click();
  const schedule = page.getByRole('dialog', { name: 'Bench twice' }).getByRole('list', { name: 'Weekly schedule' });
  const day = (heading: string) =>
    schedule.getByRole('listitem').filter({ has: page.getByText(heading, { exact: true }) });
  // The one history (60 kg × 12, 12, 12): each day's scheme and sets decide what follows it.
  await expect(day('Mon · Volume').getByText('Next session: 62.5 kg × 8, 8, 8')).toBeVisible();
  await expect(day('Thu · Strength').getByText('Next session: 62.5 kg × 5, 5, 5, 5, 5')).toBeVisible();
  await expect(day('Thu · Strength')).not.toContainText('62.5 kg × 8');
});
