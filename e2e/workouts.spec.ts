import type { Page } from '@playwright/test';
import { intensityLabel } from '../common/fitness/intensity';
import { expect, test, toast } from './fixtures';
import { pickExercise } from './workout-helpers';

const todayName = (page: Page) => page.evaluate(() => new Date().toLocaleDateString('en-US', { weekday: 'long' }));

test.describe('workout plans and logging', () => {
  test("a member builds a plan, starts today's workout, logs sets with a rest timer, and sees the calendar, week and progress", async ({
    page,
    member,
  }) => {
    void member;
    test.slow(); // a whole journey: plan, live workout, calendar, progress
    await page.goto('/workouts');
    await expect(page.getByRole('heading', { level: 1, name: 'Workout Plans' })).toBeVisible();
    // Without an active plan, Today's Workout is the spec's sample suggestion, without a made-up time.
    const today = page.getByRole('region', { name: "Today's Workout" });
    await expect(today).toContainText('Upper Body Strength');
    await expect(today).toContainText('Suggested');
    await expect(today).not.toContainText('6:00 PM');

    // Build a plan that trains today.
    await page.getByRole('tab', { name: 'Create Plan' }).click();
    const form = page.getByRole('form', { name: 'Create plan' });
    await form.getByLabel('Plan name').fill('My Push Day');
    await form.getByLabel('Description').fill('Bench, bench, bench');
    await form.getByLabel('Weekday').selectOption({ label: await todayName(page) });
    await pickExercise(form, 'Exercise 1', 'Bench Press');
    await form.getByLabel('Sets').fill('2');
    await form.getByLabel('Reps').fill('5');
    await form.getByLabel('Weight (kg)').fill('60');
    await expect(form.getByLabel("Make this my active plan (Today's Workout follows it)")).toBeChecked();
    await form.getByRole('button', { name: 'Create Plan' }).click();
    await expect(toast(page)).toContainText('Workout plan created successfully.');
    await expect(page.getByRole('tab', { name: 'My Plans (1)' })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('article', { name: 'My Push Day' });
    await expect(card).toContainText('Active plan');
    await expect(card).toContainText('3 days/week · 8 weeks');

    // Today's Workout now follows the plan.
    await expect(today).toContainText('My Push Day');
    await expect(today.getByRole('list', { name: "Today's exercises" })).toContainText('Bench Press2 x 5 reps @ 60 kg');

    // The live workout: sets marked done as they happen, a rest timer between them.
    await today.getByRole('button', { name: 'Start Workout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Live workout' });
    const bench = dialog.getByRole('group', { name: 'Bench Press' });
    await bench.getByRole('button', { name: 'Set 1 done' }).click();
    await expect(bench.getByRole('button', { name: 'Set 1 done' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('timer', { name: 'Rest timer' })).toContainText(/Rest 1:(2|3)\d/);
    await dialog.getByRole('button', { name: 'Skip rest' }).click();
    // Escape in the middle of a workout asks first; declining keeps the sets done.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (confirm) => {
        resolve(confirm.message());
        void confirm.dismiss();
      }),
    );
    await page.keyboard.press('Escape');
    expect(await asked).toContain('Discard this workout?');
    await expect(bench.getByRole('button', { name: 'Set 1 done' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('timer', { name: 'Rest timer' })).toHaveCount(0);
    await bench.getByLabel('Set 2 kg').fill('65');
    await bench.getByRole('button', { name: 'Set 2 done' }).click();
    await dialog.getByLabel('Duration (minutes)').fill('40');
    await dialog.getByRole('button', { name: 'Finish & Save' }).click();
    await expect(toast(page)).toContainText('Workout saved');
    const saved = page.getByRole('dialog', { name: 'Workout saved' });
    await expect(saved).toContainText('best 65 kg x 5');
    await expect(saved).toContainText('625 kg volume');
    // Shared as a post, with a caption.
    await saved.getByLabel('Caption (optional)').fill('Push day done!');
    await saved.getByRole('button', { name: 'Share as post' }).click();
    await expect(toast(page)).toContainText('Workout shared');
    await expect(saved.getByRole('status')).toContainText('Shared to your feed.');
    await saved.getByRole('button', { name: 'Done' }).click();
    await expect(saved).toHaveCount(0);

    // The calendar shows today's logged and planned workout; the week counts it.
    const calendar = page.getByRole('region', { name: 'Calendar' });
    await expect(calendar).toContainText('Logged: My Push Day');
    await expect(calendar).toContainText('Planned: My Push Day');
    await expect(calendar.getByRole('button', { name: /1 workout logged, planned: My Push Day/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const week = page.getByRole('region', { name: 'This week' });
    await expect(week).toContainText('1 of 3 workout days');
    await expect(week).toContainText('40 min');

    // Progress: the week's volume in the chart and the records.
    await week.getByRole('link', { name: 'Progress & records' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Workout Progress' })).toBeVisible();
    const volume = page.getByRole('figure', { name: 'Volume per week (kg)' });
    await expect(volume.locator('svg.recharts-surface')).toBeVisible();
    await expect(volume.getByRole('table')).toContainText('625');
    const records = page.getByRole('table', { name: 'Personal records' });
    const row = records.getByRole('row', { name: /Bench Press/ });
    await expect(row).toContainText('65 kg');
    await expect(row).toContainText('75.8 kg');

    // The shared workout is a post in the feed, with the posts issue's likes and comments.
    await page.goto('/dashboard');
    const post = page.getByRole('article', { name: 'Post by Mia Member' });
    await expect(post).toContainText('Push day done!');
    const workout = post.getByRole('region', { name: 'My Push Day' });
    await expect(workout).toContainText('Bench Press');
    await expect(workout).toContainText('2 sets · best 65 kg x 5');
    await expect(workout).toContainText('625 kg volume');
    await post.getByRole('button', { name: 'Like, 0 likes' }).click();
    await expect(post.getByRole('button', { name: 'Like, 1 like' })).toBeVisible();
  });

  test('filters apply to the recommended plans; a member uses one, which becomes their active plan', async ({
    page,
    member,
  }) => {
    void member;
    await page.goto('/workouts');
    const panel = page.getByRole('tabpanel', { name: 'Recommended' });
    // The page's first paint loads its chunk and eight calls: on a busy machine that takes a while.
    await expect(panel.getByRole('article', { name: 'Strength Builder' })).toContainText('Medium intensity', {
      timeout: 20_000,
    });
    await expect(panel.getByRole('article', { name: 'Fat Burner' })).toContainText('30 min/session');
    await page.getByLabel('Experience Level').selectOption('beginner');
    await page.getByLabel('Fitness Goal', { exact: true }).selectOption('weight_loss');
    // Nothing changes until the filters are applied.
    await expect(panel.getByRole('article', { name: 'Strength Builder' })).toBeVisible();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(panel.getByRole('article', { name: 'Strength Builder' })).toHaveCount(0);
    await expect(panel.getByRole('article')).toHaveCount(1);

    await panel.getByRole('article', { name: 'Fat Burner' }).getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: 'Fat Burner' });
    await expect(details.getByRole('list', { name: 'Weekly schedule' })).toContainText('Full-Body Circuit');
    await details.getByRole('button', { name: 'Use this plan' }).click();
    await expect(toast(page)).toContainText('Plan added to My Plans and set as your active plan.');
    await page.getByRole('tab', { name: /My Plans/ }).click();
    await expect(
      page.getByRole('tabpanel', { name: /My Plans/ }).getByRole('article', { name: 'Fat Burner' }),
    ).toContainText('Active plan');

    // The personalized plan (the dashboard's modal, also on this page) follows the active plan's week.
    await page.getByRole('button', { name: 'Weekly plan' }).click();
    const week = page.getByRole('dialog', { name: 'Your personalized plan' });
    await expect(week).toContainText('Fat Burner · 5 days/week · 30 min/session');
    await expect(week.getByRole('listitem').filter({ hasText: 'Monday' })).toContainText('Full-Body Circuit');
    await expect(week.getByRole('listitem').filter({ hasText: 'Thursday' })).toContainText('Rest');
    await expect(week.getByRole('heading', { name: "Today's meals" })).toBeVisible();
  });

  test('a past workout is logged by hand, listed in History, editable, and the calendar keeps to its year limits', async ({
    page,
    member,
  }) => {
    void member;
    test.slow(); // logs, edits, then walks the calendar's years
    await page.goto('/workouts');
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('tabpanel', { name: 'History' });
    await expect(history).toContainText('No workouts logged yet');
    await history.getByRole('button', { name: 'Log a past workout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log a workout' });
    await dialog.getByLabel('Title').fill('Morning run');
    const date = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() - 2);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await dialog.getByLabel('Date').fill(date);
    await dialog.getByLabel('Duration (minutes)').fill('30');
    await pickExercise(dialog, 'Add an exercise', 'Running');
    const run = dialog.getByRole('group', { name: 'Running' });
    await run.getByLabel('Set 1 min').fill('28');
    await run.getByLabel('Set 1 km').fill('5');
    await dialog.getByRole('button', { name: 'Save workout' }).click();
    await expect(toast(page)).toContainText('Workout saved');
    await page.getByRole('dialog', { name: 'Workout saved' }).getByRole('button', { name: 'Not now' }).click();
    await expect(history.getByRole('heading', { name: 'Morning run' })).toBeVisible();
    await expect(history).toContainText('30 min · 1 set');

    await history.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit workout' });
    await edit.getByLabel('Title').fill('Easy run');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(history.getByRole('heading', { name: 'Easy run' })).toBeVisible();

    const calendar = page.getByRole('region', { name: 'Calendar' });
    const year = calendar.getByLabel('Year', { exact: true });
    const current = new Date().getFullYear();
    await expect(year.locator('option')).toHaveCount(16);
    await expect(year.locator('option').first()).toHaveText(String(current - 10));
    await expect(year.locator('option').last()).toHaveText(String(current + 5));
    await calendar.getByLabel('Other year').fill(String(current - 101));
    await calendar.getByLabel('Other year').press('Enter');
    await expect(year).toHaveValue(String(current));
    await calendar.getByLabel('Other year').fill(String(current + 10));
    await calendar.getByRole('button', { name: 'Go' }).click();
    await expect(year).toHaveValue(String(current + 10));
    await calendar.getByLabel('Other year').fill(String(current - 100));
    await calendar.getByLabel('Other year').press('Enter');
    await expect(year).toHaveValue(String(current - 100));
  });
});

test.describe('dashboard', () => {
  test('Suggested Workouts shows intensity labels; Create opens the personalized plan with the sample week @desktop', async ({
    page,
    member,
  }) => {
    void member;
    await page.goto('/dashboard');
    const card = page.getByRole('complementary', { name: 'Suggestions' });
    // The three newest recommended plans (no goal on this member's profile to rank by), each with
    // the label of its level. Read from the API: other specs (an admin's default plan) add plans.
    const suggestions = (await (await page.request.get('/api/workout-suggestions?limit=20')).json()) as {
      name: string;
      level: string;
    }[];
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
    for (const s of suggestions.slice(0, 3)) {
      await expect(card.getByRole('listitem').filter({ hasText: s.name }).first()).toContainText(
        intensityLabel(s.level),
      );
    }
    await card.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your personalized plan' });
    await expect(dialog).toContainText('Weekly schedule (sample)');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Monday' })).toContainText('Strength');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Tuesday' })).toContainText('Cardio');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Thursday' })).toContainText('Rest');
    await dialog.getByRole('link', { name: 'Create a Plan' }).click();
    await expect(page).toHaveURL(/\/workouts\?tab=create$/);
    await expect(page.getByRole('tab', { name: 'Create Plan' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the sidebar goal panel shows the goals call: workout progress from this week', async ({
    page,
    member,
    isMobile,
  }) => {
    void member;
    await page.goto('/workouts');
    // A plan of 5 days a week and one workout today, through the API as the signed-in member.
    const [fatBurner] = await (await page.request.get('/api/workout-plans/recommended?goal=weight_loss')).json();
    expect((await page.request.post(`/api/workout-plans/${fatBurner.id}/copy`)).status()).toBe(201);
    const [burpee] = await (await page.request.get('/api/exercises?q=burpee')).json();
    const date = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    const logged = await page.request.post('/api/workout-logs', {
      data: { date, durationMinutes: 20, exercises: [{ exerciseId: burpee.id, sets: [{ reps: 10 }] }] },
    });
    expect(logged.status()).toBe(201);

    await page.reload();
    // On phones the sidebar is the drawer behind the menu button.
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const goal = page.getByRole('region', { name: 'My Fitness Goal' });
    // One workout day of Fat Burner's five: 20%; no nutrition target yet, so the panel asks for one.
    await expect(goal.getByRole('progressbar', { name: 'Workouts progress' })).toHaveAttribute('aria-valuenow', '20');
    await expect(goal).toContainText('1 of 5 days, your plan');
    await expect(goal.getByRole('link', { name: 'Set your daily target' })).toBeVisible();
    await expect(goal.getByRole('progressbar', { name: 'Nutrition progress' })).toHaveCount(0);
  });
});
