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
