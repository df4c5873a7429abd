import type { APIRequestContext, Page } from '@playwright/test';
import type { Exercise } from '../common/schemas/workout-exercises';
import { expect, test, toast } from './fixtures';

// The exercise catalogue and exercise pages (issue 30): a typo-tolerant search with filters, an
// exercise's records, chart and history from the member's logged sets, their note, and merging
// an own exercise into a catalogue one.

type SetInput = { reps: number; weightKg: number; kind?: 'normal' | 'warmup' };

async function library(request: APIRequestContext): Promise<Exercise[]> {
  const response = await request.get('/api/exercises');
  expect(response.status()).toBe(200);
  return (await response.json()) as Exercise[];
}

async function catalogueExercise(request: APIRequestContext, name: string, equipment: Exercise['equipment']) {
  const found = (await library(request)).find((e) => e.name === name && e.equipment === equipment && !e.custom);
  expect(found, `${name} (${equipment}) in the catalogue`).toBeDefined();
  return found!;
}

async function logWorkout(
  request: APIRequestContext,
  log: { date: string; title: string; exerciseId: number; sets: SetInput[]; notes?: string },
) {
  const response = await request.post('/api/workout-logs', {
    data: {
      date: log.date,
      title: log.title,
      durationMinutes: 45,
      exercises: [
        { exerciseId: log.exerciseId, notes: log.notes, sets: log.sets.map((s) => ({ kind: 'normal', ...s })) },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Epley, as lifters compute it: a single is its own 1RM; 2 to 12 reps give weight × (1 + reps / 30). */
const oneRepMax = (s: SetInput) => (s.reps === 1 ? s.weightKg : Math.round(s.weightKg * (1 + s.reps / 30) * 10) / 10);

/** The catalogue's result rows' text. */
const resultRows = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('link');

test.describe('exercise catalogue and exercise pages', () => {
  test('the catalogue finds exercises despite typos, filters them by equipment, and opens an unlogged one', async ({
    page,
    member,
  }) => {
    void member;
    await page.goto('/exercises');
    await expect(page.getByRole('heading', { level: 1, name: 'Exercises' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'All exercises' }).getByRole('link').first()).toBeVisible();

    // A typo in both words still finds Bench Press, first.
    await page.getByLabel('Search exercises').fill('bech pres');
    await expect(resultRows(page).first()).toHaveAccessibleName(/^Bench Press\s*Barbell/);
    await expect(resultRows(page).filter({ hasText: 'Dumbbell Bench Press' })).toHaveCount(1);

    // Filtered by equipment: only dumbbell exercises remain.
    await page.getByLabel('Equipment').selectOption({ label: 'Dumbbell' });
    await expect(page).toHaveURL(/equipment=dumbbell/);
    await expect(resultRows(page).filter({ hasText: /^Bench Press/ })).toHaveCount(0);
    await expect(resultRows(page).first()).toContainText('Dumbbell Bench Press');
    await page.getByLabel('Search exercises').fill('');
    // The same list the server's own filter gives.
    const dumbbell = (await (await page.request.get('/api/exercises?equipment=dumbbell')).json()) as Exercise[];
    expect(dumbbell.length).toBeGreaterThan(5);
    await expect(page.getByRole('status').filter({ hasText: /\d+ exercises/ })).toHaveText(
      `${dumbbell.length} exercises`,
    );
    await expect(resultRows(page)).toHaveCount(Math.min(dumbbell.length, 60));
    for (const text of await resultRows(page).allInnerTexts()) expect(text).toContain('Dumbbell ·');
    if (dumbbell.length > 60) {
      await page.getByRole('button', { name: 'Show more' }).click();
      await expect(resultRows(page)).toHaveCount(Math.min(dumbbell.length, 120));
    }

    // An exercise never logged: its facts and an invitation, no records or zeros.
    await page.getByLabel('Search exercises').fill('bech pres');
    await expect(resultRows(page).first()).toContainText('Dumbbell Bench Press');
    await resultRows(page).filter({ hasText: 'Dumbbell Bench Press' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dumbbell Bench Press' })).toBeVisible();
    await expect(page.getByText('Dumbbell', { exact: true })).toBeVisible();
    await expect(page.getByText('You have not logged this exercise yet')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Records' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    // Back returns to the same search.
    await page.goBack();
    await expect(page.getByLabel('Search exercises')).toHaveValue('bech pres');
    await expect(page.getByLabel('Equipment')).toHaveValue('dumbbell');
  });

  test('a member who logged sets sees their records, chart and history, and keeps a note', async ({ page, member }) => {
    void member;
    const bench = await catalogueExercise(page.request, 'Bench Press', 'barbell');
    const first: SetInput[] = [
      { kind: 'warmup', reps: 10, weightKg: 40 },
      { reps: 5, weightKg: 80 },
      { reps: 3, weightKg: 85 },
    ];
    const second: SetInput[] = [
      { kind: 'warmup', reps: 5, weightKg: 60 },
      { reps: 2, weightKg: 90 },
      { reps: 10, weightKg: 70 },
    ];
    await logWorkout(page.request, { date: '2025-01-06', title: 'Push A', exerciseId: bench.id, sets: first });
    await logWorkout(page.request, {
      date: '2025-01-13',
      title: 'Push B',
      exerciseId: bench.id,
      sets: second,
      notes: 'Felt strong today',
    });
    // Older, lighter sessions: enough for the history to have a second page.
    for (let day = 1; day <= 9; day++) {
      const date = `2024-12-${String(day).padStart(2, '0')}`;
      await logWorkout(page.request, {
        date,
        title: `Light ${day}`,
        exerciseId: bench.id,
        sets: [{ reps: 5, weightKg: 50 }],
      });
    }
    const working = [...first, ...second, { reps: 5, weightKg: 50 }].filter((s) => s.kind !== 'warmup');
    const heaviest = Math.max(...working.map((s) => s.weightKg));
    const best1rm = Math.max(...working.map(oneRepMax));
    expect([heaviest, best1rm]).toEqual([90, 96]);

    await page.goto(`/exercises/${bench.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bench Press' })).toBeVisible();
    await expect(page.getByText('11 sessions · first Dec 1, 2024 · last Jan 13, 2025')).toBeVisible();

    const records = page.getByRole('region', { name: 'Records' });
    const record = (label: string) => records.getByRole('listitem').filter({ hasText: label });
    await expect(record('Heaviest weight')).toContainText(`${heaviest} kg`);
    await expect(record('Heaviest weight')).toContainText('Jan 13, 2025');
    await expect(record('Best estimated 1RM')).toContainText(`${best1rm} kg`);
    await expect(record('Best estimated 1RM')).toContainText('from 90 kg × 2');
    await expect(record('Best set volume')).toContainText('700 kg');
    await expect(record('Most reps')).toContainText('10');
    const repMaxes = records.getByRole('table', { name: 'Rep maxes' });
    await expect(repMaxes.getByRole('row', { name: /^1 rep/ })).toContainText('90 kg');
    await expect(repMaxes.getByRole('row', { name: /^10 reps/ })).toContainText('70 kg');

    // The chart, all time, and what it shows in words.
    const progress = page.getByRole('region', { name: 'Progress' });
    const chart = progress.getByRole('figure', { name: /Estimated 1RM, Epley \(kg\), all time/ });
    await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    await expect(chart).toContainText('latest 96 kg on Jan 13, 2025');
    await expect(chart.getByRole('table')).toContainText('93.5 kg');

    // The history, newest first, warm-ups marked, the session's notes; Load more pages back.
    const sessions = page.getByRole('list', { name: 'Sessions' });
    const newest = sessions.getByRole('listitem', { name: 'Push B, Jan 13, 2025' });
    await expect(newest).toContainText('90 kg × 2');
    await expect(newest.getByRole('listitem').first()).toContainText('60 kg × 5');
    await expect(newest.getByRole('listitem').first()).toContainText('Warm-up');
    await expect(newest).toContainText('Felt strong today');
    await expect(sessions.getByRole('listitem', { name: /^Light 1,/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(sessions.getByRole('listitem', { name: 'Light 1, Dec 1, 2024' })).toContainText('50 kg × 5');
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // The member's note is kept.
    const note = page.getByRole('form', { name: 'My note' });
    await note.getByLabel('Note').fill('Feet flat, grip one finger outside the rings');
    await expect(note.getByRole('status')).toHaveText('Not saved yet');
    await note.getByRole('button', { name: 'Save note' }).click();
    await expect(toast(page)).toContainText('Note saved');
    await expect(note.getByRole('status')).toHaveText('Saved');
    await page.reload();
    await expect(page.getByRole('form', { name: 'My note' }).getByLabel('Note')).toHaveValue(
      'Feet flat, grip one finger outside the rings',
    );
  });

  test('an own exercise, edited, then merged into a catalogue one, moves its sessions there', async ({
    page,
    member,
    consoleErrors,
  }) => {
    void member;
    const created = await page.request.post('/api/exercises', {
      data: { name: 'My Flat Bench', muscleGroup: 'chest', equipment: 'barbell', category: 'strength' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const own = (await created.json()) as Exercise;
    await logWorkout(page.request, {
      date: '2025-02-03',
      title: 'Garage session',
      exerciseId: own.id,
      sets: [{ reps: 1, weightKg: 100 }],
    });
    const target = await catalogueExercise(page.request, 'Incline Bench Press', 'barbell');

    await page.goto(`/exercises/${own.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'My Flat Bench' })).toBeVisible();
    await expect(page.getByText('Muscles not set')).toBeVisible();

    // Edit: a new name and its primary muscles.
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit exercise' });
    await edit.getByLabel('Name').fill('Garage Flat Bench');
    await edit.getByLabel('Chest').check();
    await edit.getByLabel('Triceps').check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page)).toContainText('Exercise updated');
    await expect(edit).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Garage Flat Bench' })).toBeVisible();
    await expect(page.getByText('Chest, Triceps')).toBeVisible();

    // Merge into the catalogue's Incline Bench Press.
    await page.getByRole('button', { name: 'Merge into…' }).click();
    const merge = page.getByRole('dialog', { name: /Merge Garage Flat Bench into/ });
    await merge.getByLabel('Search the library').fill('incline bech');
    await merge.getByRole('radio', { name: /^Incline Bench Press\s*Barbell/ }).check();
    await expect(merge.getByRole('status')).toContainText('1 logged session of Garage Flat Bench');
    await expect(merge.getByRole('status')).toContainText('it is then deleted');
    await merge.getByRole('button', { name: 'Merge into Incline Bench Press' }).click();
    await expect(toast(page)).toContainText('Exercises merged');
    await expect(page).toHaveURL(new RegExp(`/exercises/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Incline Bench Press' })).toBeVisible();
    const history = page.getByRole('list', { name: 'Sessions' });
    await expect(history.getByRole('listitem', { name: 'Garage session, Feb 3, 2025' })).toContainText('100 kg × 1');
    await expect(
      page.getByRole('region', { name: 'Records' }).getByRole('listitem').filter({ hasText: 'Heaviest weight' }),
    ).toContainText('100 kg');

    // The own exercise is gone: its address says so.
    consoleErrors.allow(/status of 404 \(Not Found\)/);
    await page.goto(`/exercises/${own.id}`);
    await expect(page.getByText('Exercise not found')).toBeVisible();
  });
});
