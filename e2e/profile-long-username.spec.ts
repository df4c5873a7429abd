import { type APIRequestContext, type Page, request } from '@playwright/test';
import { expect, test } from './fixtures';
import { openAdminTab } from './moderation-helpers';

// A 30-character username (the longest allowed) on a 390 px phone: the profile header's @handle,
// the dashboard's summary card and the admin's Users table wrap it between its parts; neither the
// page nor the table scrolls sideways.

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Registers a member whose username is 30 characters long, and whose display name is too. */
async function registerLongHandle(baseURL: string): Promise<{ api: APIRequestContext; username: string }> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
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
  return { api, username };
}

test('a 30-character username wraps in the profile header and the dashboard card @phone', async ({
  page,
  context,
  baseURL,
}) => {
  const { api, username } = await registerLongHandle(baseURL!);
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

test("a 30-character username wraps in the admin's Users table @phone", async ({ page, admin, baseURL }) => {
  expect(admin.user.isAdmin).toBe(true);
  const { api, username } = await registerLongHandle(baseURL!);
  await openAdminTab(page, 'Users');
  // Newest first: the member is on the first page, as they were when the phone layout check met it.
  const users = page.getByRole('region', { name: 'Users' });
  await expect(users.getByText(`@${username}`, { exact: true })).toBeVisible();
  const { scrollWidth, clientWidth } = await users.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await api.dispose();
});
