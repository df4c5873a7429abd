import { expect, test } from './fixtures';

// Issue 20: the API reference page works under the app's Content-Security-Policy (it loads its
// scripts from this server only) and shows the document generated from the route schemas.
test('the API reference at /api/docs renders the generated document, with nothing refused by the CSP', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('/api/docs');
  // The first request of a fresh server builds the document (about half a second, more on a busy machine).
  await expect(page.getByRole('heading', { name: /FitCircle API/ })).toBeVisible({ timeout: 20_000 });
  // Operations grouped by tag, each with its method and path.
  await expect(page.getByRole('heading', { name: 'posts' })).toBeVisible();
  await page.getByRole('heading', { name: 'posts' }).click();
  await expect(page.getByText('/api/posts/trending', { exact: true })).toBeVisible();

  expect(problems).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
});

// A phone lays the page out at its own width (the page has a viewport tag), and every form control
// on it has a name: the standalone layout's "Explore" box, an unlabelled input, is not shown.
test('the API reference fits the screen and has no unlabelled control', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /FitCircle API/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=device-width, initial-scale=1');
  // On the phone project (isMobile) a page without the tag is 980 px wide.
  expect(await page.evaluate(() => window.innerWidth)).toBe(page.viewportSize()!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  await page.getByRole('heading', { name: 'posts' }).click();
  await expect(page.getByText('/api/posts/trending', { exact: true })).toBeVisible();
  const controls = page.locator('input:not([type=hidden]), select, textarea');
  for (const control of await controls.all()) await expect(control).toHaveAccessibleName(/\S/);
  await expect(page.locator('#download-url-input')).toHaveCount(0);
});
