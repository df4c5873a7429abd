import type { Page } from '@playwright/test';

/** Opens today's food diary and picks Banana for lunch; answers the lunch section (its Grams box is open). */
export async function pickBananaForLunch(page: Page) {
  await page.goto('/meals?tab=diary');
  const lunch = page.getByRole('region', { name: 'Lunch' });
  await lunch.getByRole('button', { name: 'Add food to Lunch' }).click();
  await lunch.getByLabel('Search foods for Lunch').fill('banana');
  await lunch.getByRole('button', { name: 'Add Banana', exact: true }).click();
  return lunch;
}
