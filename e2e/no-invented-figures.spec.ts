import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 16 point 2: a new member sees empty states that invite the first action, never figures
// nobody produced (the spec's typical day, activity-factor goal percentages, made-up times).

/** Text the old fallbacks put on screen for a new member. */
const OLD_FIGURES = [
  /8,742|6,543|4,321|2,500/, // a typical day's steps
  /7h 23m|7h 45m|8h 15m|9h 00m/, // a typical night's sleep
  /typical day/i,
  /not tracked/i,
  /6:00 PM/,
  /\b(69|20|30|40|50|60|70|80|90)%/, // goal progress from the activity level
];

async function expectNoOldFigures(page: Page) {
  const text = (await page.locator('#main-content, [aria-label="Sidebar"], [role="dialog"]').allTextContents()).join(
    ' ',
  );
  for (const figure of OLD_FIGURES) expect(text, `${page.url()} shows ${figure}`).not.toMatch(figure);
}

/** The sidebar's goal panel: the desktop sidebar, or on phones the drawer behind the menu button. */
async function goalPanel(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('region', { name: 'My Fitness Goal' });
}

test('a new member sees empty states on the dashboard, workouts, progress and meals, and none of the old figures', async ({
  page,
  member,
  isMobile,
}) => {
  void member;
  test.slow();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Feed' })).toBeAttached({ timeout: 20_000 });
  const goals = await goalPanel(page, isMobile);
  await expect(goals.getByRole('link', { name: 'Pick a plan to set a weekly target' })).toBeVisible();
  await expect(goals.getByRole('link', { name: 'Set your daily target' })).toBeVisible();
  await expect(goals.getByRole('progressbar')).toHaveCount(0);
  await expect(goals).not.toContainText('%');
  await expectNoOldFigures(page);
  if (isMobile) await page.keyboard.press('Escape');

  await page.goto('/workouts');
  // Each page is its own chunk: on a busy machine the first paint takes a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Workout Plans' })).toBeVisible({ timeout: 20_000 });
  const week = page.getByRole('region', { name: 'This week' });
  await expect(week).toContainText('Log your first workout');
  await expect(week.getByRole('button', { name: 'Log a workout' })).toBeVisible();
  await expect(week).not.toContainText('Steps');
  await expect(week).not.toContainText('Sleep');
  await expect(page.getByRole('region', { name: "Today's Workout" })).toContainText('Suggested');
  await expectNoOldFigures(page);

  await page.goto('/workouts/progress');
  await expect(page.getByRole('heading', { level: 1, name: 'Workout Progress' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('No workouts logged yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log your first workout' })).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(0);
  await expect(page.getByText('No records yet')).toBeVisible();
  await expectNoOldFigures(page);

  await page.goto('/meals?tab=diary');
  await expect(page.getByRole('region', { name: 'Daily target' })).toContainText('No daily target yet', {
    timeout: 20_000,
  });
  const totals = page.getByRole('region', { name: 'Totals and target' });
  await expect(totals).toContainText("Add today's meals");
  await expect(totals.getByRole('progressbar')).toHaveCount(0);
  // The old diary's formula target ('target for Weight Loss', 'Targets use typical values...') is gone.
  await expect(page.getByText(/target for |Targets use typical values/)).toHaveCount(0);
  await expectNoOldFigures(page);
});
