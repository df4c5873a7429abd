import { type Page, request } from '@playwright/test';
import { expect, test } from './fixtures';

// A 30-character username (the longest allowed) on a 390 px phone: the profile header's @handle
// and the dashboard's summary card wrap it between its parts; the page never scrolls sideways.

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a 30-character username wraps in the profile header and the dashboard card @phone', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  const username = `qa_a_${Date.now().toString(36)}_${process.pid}_long_handle`.slice(0, 30).padEnd(30, 'x');
  expect(username).toHaveLength(30);
  const password = 'member-pass-123';
  // No first and last name: the display name is the username too, as the tester's accounts had.
  const registered = await api.post('/api/auth/register', {
    data: {
      username,
      email: `${username}@e2e.test`,
      password,
      confirmPassword: password,
      firstName: username,
      lastName: 'x',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await context.addCookies((await api.storageState()).cookies);

  await page.goto(`/profile/${username}`);
  const handle = page.getByText(`@${username}`, { exact: true });
  await expect(handle).toBeVisible();
  const box = (await handle.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  await page.goto('/dashboard');
  const card = page.getByText(`@${username}`, { exact: true });
  await expect(card).toBeVisible();
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(390);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await api.dispose();
});
