import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 16 point 3: one nutrition target everywhere. The dashboard sidebar and the food diary show
// the same percentage for the same day, and say where the target comes from.

async function foodId(api: APIRequestContext, q: string): Promise<number> {
  const [food] = await (await api.get(`/api/foods?q=${encodeURIComponent(q)}`)).json();
  return food.id;
}

/** "33%" as the diary states it. */
async function diaryPercent(page: Page): Promise<string> {
  const summary = page.getByTestId('diary-target-summary');
  await expect(summary).toContainText('from your plan Lean Bulk');
  return ((await summary.textContent()) ?? '').match(/(\d+)%/)![1];
}

test('the dashboard sidebar and the diary show the same percentage and source for the same day', async ({
  page,
  member,
  isMobile,
}) => {
  void member;
  const api = page.request;
  const [rice, chicken] = [await foodId(api, 'rice'), await foodId(api, 'chicken breast')];
  // A member's first plan is the one they follow: it is their target.
  const plan = await api.post('/api/meal-plans', {
    data: {
      name: 'Lean Bulk',
      description: '',
      goal: 'muscle_gain',
      meals: [
        {
          meal: 'lunch',
          foods: [
            { foodId: rice, grams: 400 },
            { foodId: chicken, grams: 300 },
          ],
        },
      ],
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  // And their own target, which the followed plan wins over.
  expect((await api.put('/api/nutrition/target', { data: { calories: 2110 } })).status()).toBe(200);
  const date = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const logged = await api.post('/api/meal-logs', { data: { date, meal: 'breakfast', foodId: rice, grams: 250 } });
  expect(logged.status()).toBe(201);

  await page.goto('/meals?tab=diary');
  await expect(page.getByRole('region', { name: 'Daily target' })).toContainText('from your plan Lean Bulk', {
    timeout: 20_000,
  });
  const percent = await diaryPercent(page);
  expect(Number(percent)).toBeGreaterThan(0);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Feed' })).toBeAttached({ timeout: 20_000 });
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  const nutrition = page
    .getByRole('region', { name: 'My Fitness Goal' })
    .getByRole('listitem', { name: 'Nutrition goal' });
  await expect(nutrition).toContainText(`${percent}%`);
  await expect(nutrition).toContainText('from your plan Lean Bulk');
  await expect(nutrition.getByRole('progressbar', { name: 'Nutrition progress' })).toHaveAttribute(
    'aria-valuenow',
    String(Math.min(100, Number(percent))),
  );
});
