import { TRAINING_TEXTS } from '../common/training-texts';
import { toGpx } from '../server/src/db/seed/tracks/gpx';
import { buildRoute } from '../server/src/db/seed/tracks/route';
import { expect, registerMember, signInThroughUI, test, toast } from './fixtures';

// Heart rate climbs 90 → 189 bpm and over again, one reading a second, for 1000 seconds.
const heartRate = (i: number) => 90 + (i % 100);

/** The test's own time in each zone for a max of 190 bpm (zones start at 95, 114, 133, 152, 171). */
function zoneTimes(hr: number[]): string[] {
  const starts = [95, 114, 133, 152, 171];
  const seconds = [0, 0, 0, 0, 0];
  for (let i = 0; i + 1 < hr.length; i++) {
    const zone = starts.filter((s) => hr[i] >= s).length;
    if (zone > 0) seconds[zone - 1] += 1;
  }
  return seconds.map((s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`);
}

test.describe('training load and heart-rate zones', () => {
  test('set a max heart rate, see time in zones, rate sessions, see fitness and form', async ({ page, baseURL }) => {
    test.slow(); // settings, an upload, the activity page and the progress page
    const member = await registerMember(baseURL!, { firstName: 'Hana', lastName: 'Heart' });
    await signInThroughUI(page, member.account);

    await page.goto('/settings');
    const heart = page.getByRole('form', { name: 'Heart rate' });
    await expect(page.getByText(TRAINING_TEXTS.noMaxYet)).toBeVisible();
    await heart.getByLabel(TRAINING_TEXTS.maxLabel).fill('190');
    await heart.getByRole('button', { name: 'Save heart rate' }).click();
    await expect(toast(page)).toContainText(TRAINING_TEXTS.saved);
    await expect(page.getByRole('list', { name: 'Your heart-rate zones' }).getByRole('listitem')).toHaveCount(5);

    const points = buildRoute({
      start: new Date(Date.now() - 26 * 3600_000),
      stretches: [{ metres: 3000, speed: 3 }],
      heartRate,
    });
    const title = `Zone Run ${Date.now().toString(36)}`;
    await page.goto('/workouts?tab=activities');
    await page.getByRole('button', { name: 'Upload activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload activity' });
    await dialog.getByLabel('Activity files').setInputFiles({
      name: 'zones.gpx',
      mimeType: 'application/gpx+xml',
      buffer: Buffer.from(toGpx(points, { name: title, type: 'running' })),
    });
    const item = dialog.getByRole('listitem', { name: 'zones.gpx' });
    await expect(item.getByRole('status')).toContainText(`Imported “${title}”`);
    await item.getByRole('link', { name: 'View' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const expected = zoneTimes(points.map((p) => p.hr!));
    const zones = page.getByRole('list', { name: 'Time in heart-rate zones' });
    await expect(zones.getByRole('listitem')).toHaveCount(5);
    for (let zone = 1; zone <= 5; zone++)
      await expect(page.getByTestId(`zone-${zone}-time`)).toHaveText(expected[zone - 1]);
    await expect(page.getByTestId('training-load')).toContainText('Edwards TRIMP');

    await page.getByLabel(TRAINING_TEXTS.effortLabel).selectOption('7');
    await page.getByRole('button', { name: 'Save rating' }).click();
    await expect(toast(page)).toContainText(TRAINING_TEXTS.effortSaved);
    await expect(page.getByLabel(TRAINING_TEXTS.effortLabel)).toHaveValue('7');
    await page.screenshot({ path: test.info().outputPath('activity-zones.png'), fullPage: true });

    // A lifting session logged without a rating: not counted until it is rated.
    const exercises = (await (await member.api.get('/api/exercises')).json()) as { id: number; name: string }[];
    const bench = exercises.find((e) => e.name === 'Bench Press')!;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const logged = await member.api.post('/api/workout-logs', {
      data: {
        date: yesterday,
        title: 'Heavy bench',
        durationMinutes: 40,
        exercises: [{ exerciseId: bench.id, sets: [{ reps: 5, weightKg: 60 }] }],
      },
    });
    expect(logged.status(), await logged.text()).toBe(201);

    await page.goto('/workouts/progress');
    await expect(page.getByRole('heading', { name: TRAINING_TEXTS.fitnessTitle })).toBeVisible();
    await expect(page.getByText(TRAINING_TEXTS.fitnessExplanation)).toBeVisible();
    await expect(page.getByTestId('training-today')).toContainText(/fitness \d+\.\d, fatigue \d+\.\d, form -?\d+\.\d/);
    const notCounted = page.getByRole('list', { name: 'Sessions not counted' });
    await expect(notCounted.getByRole('listitem')).toHaveCount(1);
    await expect(notCounted).toContainText('Heavy bench');
    await notCounted.getByLabel(`${TRAINING_TEXTS.effortLabel}: Heavy bench`).selectOption('6');
    await notCounted.getByRole('button', { name: 'Rate' }).click();
    await expect(toast(page)).toContainText(TRAINING_TEXTS.effortSaved);
    await expect(page.getByRole('list', { name: 'Sessions not counted' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('progress-training.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await member.api.dispose();
  });

  test('a privacy zone is placed by clicking the map, its radius set with the slider', async ({ page, baseURL }) => {
    const member = await registerMember(baseURL!);
    await signInThroughUI(page, member.account);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Privacy' }).click();
    const form = page.getByRole('form', { name: 'Add a privacy zone' });
    const map = page.getByTestId('zone-picker');
    await expect(map).toBeVisible();
    await expect(form.getByLabel('Latitude')).toHaveValue('');
    // From the keyboard: "Centre here" puts the centre at the map's middle (the default centre).
    // It is disabled until the map has loaded, and focus() does not wait for that (click does).
    const centreHere = form.getByRole('button', { name: /Centre here/ });
    await expect(centreHere).toBeEnabled();
    await centreHere.focus();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Latitude')).toHaveValue('40.7128');
    await expect(form.getByLabel('Longitude')).toHaveValue('-74.006');
    // With the pointer: a click up and to the left of the middle.
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width * 0.3, y: box.height * 0.4 } });
    await expect(form.getByLabel('Latitude')).not.toHaveValue('40.7128');
    const lat = Number(await form.getByLabel('Latitude').inputValue());
    const lng = Number(await form.getByLabel('Longitude').inputValue());
    // Up and left of the default centre (40.7128, -74.006).
    expect(lat).toBeGreaterThan(40.7128);
    expect(lng).toBeLessThan(-74.006);
    // The circle (the first path drawn for the new zone) grows live with the slider: 500 m → 600 m.
    const circle = map.locator('path').first();
    await expect(circle).toBeVisible();
    const before = (await circle.boundingBox())!.width;

    const slider = form.getByRole('slider', { name: /Radius/ });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(form.getByText('Radius: 600 m')).toBeVisible();
    await expect(map).toHaveAttribute('data-radius', '600');
    await expect.poll(async () => (await circle.boundingBox())!.width / before).toBeCloseTo(1.2, 1);
    await expect(form.getByLabel(/Radius in metres/)).toHaveValue('600');

    await page.screenshot({ path: test.info().outputPath('zone-picker.png'), fullPage: true });
    await form.getByLabel('Name').fill('Home');
    await form.getByRole('button', { name: 'Add zone' }).click();
    await expect(toast(page)).toContainText('Privacy zone added');
    const zones = page.getByRole('list', { name: 'Privacy zones' });
    await expect(zones).toContainText(`${lat.toFixed(4)}, ${lng.toFixed(4)} · 600 m`);
    await member.api.dispose();
  });
});
