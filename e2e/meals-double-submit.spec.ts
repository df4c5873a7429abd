import type { APIRequestContext, Page } from '@playwright/test';
import { TARGET_TEXTS } from '../common/meals-texts';
import type { Food } from '../common/schemas/meal-foods';
import type { MealDay } from '../common/schemas/meal-logs';
import type { MealPlan } from '../common/schemas/meals';
import type { NutritionTargetState } from '../common/schemas/nutrition-target';
import { expect, test, toast } from './fixtures';
import { pickBananaForLunch } from './meal-helpers';
import { watchPosts } from './request-watch';

// The food diary's writes: a double click logs a food once (the second click lands before the
// re-render that disables the button), and a failed save of the daily target says so.

/** The browser's today and time zone, as the diary asks for them. */
function today(page: Page) {
  return page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    return `date=${date}&tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;
  });
}

/** The diary's entries for the browser's today, as the server keeps them. */
async function diaryEntries(page: Page) {
  const response = await page.request.get(`/api/meal-logs?${await today(page)}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as MealDay).entries;
}

/** A plan with a banana for breakfast, followed by the member: the diary offers to log it. */
async function followBreakfastPlan(request: APIRequestContext, origin: string) {
  const headers = { Origin: origin };
  const [banana] = (await (await request.get('/api/foods?q=banana')).json()) as Food[];
  const created = await request.post('/api/meal-plans', {
    headers,
    data: {
      name: 'Banana mornings',
      goal: 'maintenance',
      meals: [{ meal: 'breakfast', foods: [{ foodId: banana.id, grams: 120 }] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as MealPlan;
  const followed = await request.post(`/api/meal-plans/${id}/active`, { headers });
  expect(followed.status(), await followed.text()).toBe(200);
}

test.describe('food diary writes @desktop', () => {
  test('double-clicking Log food logs the food once', async ({ page, member }) => {
    void member;
    const lunch = await pickBananaForLunch(page);
    await lunch.getByLabel('Grams').fill('120');
    const sent = watchPosts(page, /^\/api\/meal-logs$/);
    await lunch.getByRole('button', { name: 'Log food' }).dblclick();
    await expect(toast(page)).toContainText('Meal logged');
    await expect(lunch.getByText('Banana · 120 g')).toHaveCount(1);
    await sent.settled();
    expect(sent.count()).toBe(1);
    expect((await diaryEntries(page)).map((e) => [e.meal, e.name, e.grams])).toEqual([['lunch', 'Banana', 120]]);
  });

  test("double-clicking Log Breakfast from my plan logs the plan's meal once", async ({ page, baseURL, member }) => {
    void member;
    await followBreakfastPlan(page.request, baseURL!);
    await page.goto('/meals?tab=diary');
    const breakfast = page.getByRole('region', { name: 'Breakfast' });
    const sent = watchPosts(page, /^\/api\/meal-logs\/from-plan$/);
    await breakfast.getByRole('button', { name: /^Log Breakfast from my plan/ }).dblclick();
    await expect(toast(page)).toContainText('Meal logged');
    await expect(breakfast.getByText('Banana · 120 g')).toHaveCount(1);
    await sent.settled();
    expect(sent.count()).toBe(1);
    expect((await diaryEntries(page)).map((e) => [e.meal, e.name, e.grams])).toEqual([['breakfast', 'Banana', 120]]);
  });

  test('a daily target the server refuses to save says so in a toast', async ({ page, member, consoleErrors }) => {
    void member;
    consoleErrors.allow(/status of 503/);
    await page.route('**/api/nutrition/target', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service Unavailable"}' })
        : route.fallback(),
    );
    await page.goto('/meals?tab=diary');
    await page
      .getByRole('region', { name: 'Daily target' })
      .getByRole('button', { name: 'Set your daily target' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Set your daily target' });
    await dialog.getByLabel('Calories a day (kcal)').fill('2000');
    await dialog.getByRole('button', { name: 'Save target' }).click();
    await expect(toast(page)).toContainText(TARGET_TEXTS.saveFailed);
    await expect(dialog).toBeVisible();
    const state = await page.request.get(`/api/nutrition/target?${await today(page)}`);
    expect(((await state.json()) as NutritionTargetState).own).toBeNull();
  });
});
