import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { HEVY_EXPECTED } from '../server/src/test/fixtures/history-import/expected-exercise-matches';
import { expect, test } from './fixtures';

// Issue 15 in the browser: a Strong export in, one exercise match fixed, the workouts in history
// and on the progress charts; and Download my data as a zip. Issue 30: a real Hevy export imported
// without touching a row never stores a lift as another, and a name is re-mapped after the fact.
// A workout changed in the file is asked about once: "Keep mine" is remembered.

/** A day `n` days before today, as the device counts days. */
function daysAgo(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Strong's late-2025 export (no unit in the header, so the preview asks kg or lb). */
function strongExport(): string {
  const rows = [
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE',
    `${daysAgo(9)} 07:30:00,Leg Day,50m,Squat (Barbell),W,60.0,8.0,0.0,0.0,`,
    `${daysAgo(9)} 07:30:00,Leg Day,50m,Squat (Barbell),1,100.0,5.0,0.0,0.0,8.0`,
    `${daysAgo(9)} 07:30:00,Leg Day,50m,Squat (Barbell),2,100.0,5.0,0.0,0.0,`,
    `${daysAgo(2)} 18:00:00,Push Day,45m,Bench Press (Barbell),1,80.0,5.0,0.0,0.0,`,
    `${daysAgo(2)} 18:00:00,Push Day,45m,Bench Press (Barbell),2,82.5,3.0,0.0,0.0,`,
    `${daysAgo(2)} 18:00:00,Push Day,45m,Bench Press (Barbell),3,,,0.0,0.0,`,
    `${daysAgo(2)} 18:00:00,Push Day,45m,Pause Squat (my rack),1,70.0,3.0,0.0,0.0,`,
  ];
  return `${rows.join('\n')}\n`;
}

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('history import and data export', () => {
  test('a Strong file is previewed, one match fixed, imported, and shows in history and on the charts', async ({
    page,
    member,
  }) => {
    void member;
    test.slow();
    await page.goto('/workouts');
    await page.getByRole('link', { name: 'Import history' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import history' })).toBeVisible();
    await noSideScroll(page);

    await page
      .getByLabel('Choose a CSV file')
      .setInputFiles({ name: 'strong.csv', mimeType: 'text/csv', buffer: Buffer.from(strongExport()) });
    await expect(page.getByRole('heading', { name: 'Strong (late-2025 export)' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'What the file holds' });
    await expect(summary).toContainText('Workouts2');
    await expect(summary).toContainText('Sets6');
    await expect(summary).toContainText('Warm-up sets1');
    await expect(summary).toContainText('1 set never done');

    // The file does not state its unit: Import waits for the answer.
    const importButton = page.getByRole('button', { name: 'Import 2 workouts' });
    await expect(importButton).toBeDisabled();
    // The preview recounted for the unit answers late: the name the member picks meanwhile must
    // survive its answer (it once put the first choice back, and the wrong squat was imported).
    let releasePreview = () => {};
    const previewHeld = new Promise<void>((resolve) => {
      releasePreview = resolve;
    });
    await page.route(/\/api\/history-import\/[^/?]+\?/, async (route) => {
      await previewHeld;
      await route.continue();
    });
    await page.getByRole('radio', { name: 'Kilograms (kg)' }).check();

    // Strong's names of catalogue exercises match by themselves; the member's own name is not
    // matched to anything for them: it would be created as their own, until they pick one.
    const names = page.getByRole('list', { name: 'Names to check' });
    const pause = names.getByLabel('Pause Squat (my rack)');
    await expect(pause.locator('option:checked')).toHaveText('Create as my own exercise');
    await pause.selectOption({ label: 'Another exercise…' });
    await page.getByRole('combobox', { name: 'Another exercise for Pause Squat (my rack)' }).fill('front squat');
    await page
      .getByRole('option', { name: /^Front Squat/ })
      .first()
      .click();
    const recounted = page.waitForResponse(/\/api\/history-import\/[^/?]+\?/);
    releasePreview();
    await recounted;
    await page.unroute(/\/api\/history-import\/[^/?]+\?/);
    await expect(pause.locator('option:checked')).toHaveText('Front Squat · Barbell');
    // The names that match by themselves wait, folded, under their count.
    await page.getByText('2 names match your library').click();
    const matched = page.getByRole('list', { name: 'Matched names' });
    await expect(matched.getByLabel('Squat (Barbell)').locator('option:checked')).toHaveText('Back Squat · Barbell');
    await expect(matched.getByLabel('Bench Press (Barbell)').locator('option:checked')).toHaveText(
      'Bench Press · Barbell',
    );
    await noSideScroll(page);

    await expect(importButton).toBeEnabled();
    await importButton.click();
    await expect(page.getByRole('status').filter({ hasText: 'Imported 2 workouts (6 sets)' })).toBeVisible();

    // History: both workouts, the paused squat as the member chose it.
    await page.getByRole('link', { name: 'See your history' }).click();
    const history = page.getByRole('tabpanel', { name: 'History' });
    await expect(history).toContainText('Leg Day');
    await expect(history).toContainText('Push Day');
    await expect(history).toContainText('Front Squat');
    await expect(history).toContainText('Back Squat');

    // Progress: the weeks' volume on the chart and the records, warm-ups left out.
    await page.goto('/workouts/progress');
    const volume = page.getByRole('figure', { name: 'Volume per week (kg)' });
    await expect(volume.locator('svg.recharts-surface')).toBeVisible();
    const records = page.getByRole('table', { name: 'Personal records' });
    await expect(records.getByRole('row', { name: /Back Squat/ })).toContainText('100 kg');
    await expect(records.getByRole('row', { name: /Front Squat/ })).toContainText('70 kg');
    await expect(records.getByRole('row', { name: /Bench Press/ })).toContainText('82.5 kg');
  });

  test('a Hevy export imported without touching a row: every name is its own lift or the member’s own', async ({
    page,
    member,
  }) => {
    void member;
    test.slow();
    const file = readFileSync(new URL('../server/src/test/fixtures/history-import/hevy-library.csv', import.meta.url));
    await page.goto('/workouts/import');
    await page.getByLabel('Choose a CSV file').setInputFiles({ name: 'hevy.csv', mimeType: 'text/csv', buffer: file });
    const importButton = page.getByRole('button', { name: /^Import \d+ workouts$/ });
    await expect(importButton).toBeEnabled();
    // Nothing is picked for the member: every name to check starts as "create as my own".
    const toCheck = page.getByRole('list', { name: 'Names to check' }).getByRole('combobox');
    const checked = await toCheck.evaluateAll((selects) =>
      selects.map((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent),
    );
    expect(checked.length).toBeGreaterThan(0);
    expect(new Set(checked)).toEqual(new Set(['Create as my own exercise']));
    await importButton.click();
    await expect(page.getByRole('status').filter({ hasText: /^Imported \d+ workouts/ })).toBeVisible();

    // Each name of the file is logged as the catalogue exercise of the same movement and
    // equipment, or as the member's own exercise of that name; never as another lift.
    const names: { name: string; exercise: { exerciseId: number; name: string } }[] = await (
      await page.request.get('/api/history-import/names')
    ).json();
    expect(names.map((n) => n.name).sort()).toEqual(Object.keys(HEVY_EXPECTED).sort());
    for (const n of names) {
      const { exercise } = await (await page.request.get(`/api/exercises/${n.exercise.exerciseId}`)).json();
      const want = HEVY_EXPECTED[n.name];
      if (want)
        expect({ name: n.name, key: `${exercise.movement}.${exercise.equipment}` }).toEqual({
          name: n.name,
          key: want,
        });
      else
        expect({ name: n.name, custom: exercise.custom, as: exercise.name }).toEqual({
          name: n.name,
          custom: true,
          as: n.name,
        });
    }

    // The exercise pages show it: the assisted pull-up ranks least assistance, the skull crusher
    // has its sessions, and nothing was logged as a deadlift that was not one.
    const idOf = (name: string) => names.find((n) => n.name === name)!.exercise.exerciseId;
    await page.goto(`/exercises/${idOf('Pull Up (Assisted)')}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/assisted/i);
    await expect(page.getByText('Assisted: less assistance is better')).toBeVisible();
    await page.goto(`/exercises/${idOf('Skullcrusher (Barbell)')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Skull Crusher' })).toBeVisible();
    await expect(page.getByText(/\d+ sessions?/).first()).toBeVisible();

    // Mending the past: the member's own "Landmine Press (my gym)" is re-mapped to a catalogue
    // exercise on the import page, and its sessions move there.
    await page.goto('/workouts/import');
    const imported = page.getByRole('list', { name: 'Imported exercise names' });
    const row = imported.getByRole('listitem').filter({ hasText: 'Landmine Press (my gym)' });
    await row.getByRole('button', { name: 'Change' }).click();
    await row.getByRole('combobox', { name: 'Log Landmine Press (my gym) as' }).fill('landmine press');
    await page
      .getByRole('option', { name: /^Landmine Press/ })
      .first()
      .click();
    await expect(page.getByText(/Landmine Press \(my gym\) is now Landmine Press/)).toBeVisible();
    await expect(row).toContainText('Logged as Landmine Press');
  });

  test('“Keep mine” is remembered: the same edited file does not ask again', async ({ page, member }) => {
    void member;
    test.slow();
    /** Chooses a fixture (Strong's older export: no units stated) and answers kg and km. */
    const choose = async (name: string) => {
      const buffer = readFileSync(new URL(`../server/src/test/fixtures/history-import/${name}`, import.meta.url));
      await page.getByLabel('Choose a CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer });
      await expect(page.getByRole('heading', { name: 'Strong (older export)' })).toBeVisible();
      await page.getByRole('radio', { name: 'Kilograms (kg)' }).check();
      const recounted = page.waitForResponse((r) => /\/api\/history-import\/[^/?]+\?.*distanceUnit=km/.test(r.url()));
      await page.getByRole('radio', { name: 'Kilometres (km)' }).check();
      await recounted;
    };
    await page.goto('/workouts/import');
    await choose('strong-older.csv');
    await page.getByRole('button', { name: 'Import 2 workouts' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Imported 2 workouts' })).toBeVisible();

    // The file corrected since (one bench set heavier): asked, and the member keeps theirs. Nothing
    // is added, and the button says what it does.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await choose('strong-older-edited.csv');
    const review = page.getByRole('region', { name: 'Workouts to check' });
    await expect(review).toContainText('Push Day');
    await expect(review).toContainText('“Keep mine” is remembered');
    const save = page.getByRole('button', { name: 'Save my choice' });
    await expect(save).toBeDisabled();
    await review.getByRole('radio', { name: 'Keep mine' }).check();
    await save.click();
    const done = page.getByRole('status').filter({ hasText: 'Imported 0 workouts' });
    await expect(done).toBeVisible();
    await expect(done).toContainText(
      'Kept your own for 1 workout: the next import of the same sets will not ask again.',
    );

    // The same file again: not asked, counted with the skipped ones.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await choose('strong-older-edited.csv');
    await expect(page.getByRole('region', { name: 'What the file holds' })).toContainText(
      '1 workout you chose “Keep mine” for before',
    );
    await expect(page.getByRole('region', { name: 'Workouts to check' })).toHaveCount(0);
    await expect(page.getByText('Nothing new: every workout here is in your history.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import 0 workouts' })).toBeDisabled();
  });

  test('Download my data gives one zip with the workouts CSV, the JSON and a readme', async ({
    page,
    member,
    baseURL,
  }) => {
    const exercises = await (await page.request.get('/api/exercises')).json();
    const bench = exercises.find((e: { name: string }) => e.name === 'Bench Press');
    const logged = await page.request.post('/api/workout-logs', {
      headers: { Origin: baseURL! },
      data: {
        date: daysAgo(1),
        durationMinutes: 40,
        exercises: [{ exerciseId: bench.id, sets: [{ reps: 5, weightKg: 70 }] }],
      },
    });
    expect(logged.status()).toBe(201);

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Account' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^fitcircle-${member.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
    );
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'fitcircle-export.json', 'workouts.csv']);
    const doc = JSON.parse(strFromU8(files['fitcircle-export.json']));
    expect(doc).toMatchObject({ format: 'fitcircle-export', version: 1, profile: { username: member.username } });
    const csv = strFromU8(files['workouts.csv']);
    expect(csv).toContain('Weight (kg)');
    expect(csv).toContain(`${daysAgo(1)},Workout,40,,Bench Press,,,1,normal,70,5,,`);
  });
});
