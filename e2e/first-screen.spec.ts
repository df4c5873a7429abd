import type { BrowserContext, Page } from '@playwright/test';
import { expect, registerMember, shareSession, test } from './fixtures';

// Issue 21: a member's dashboard arrives drawn by the server (the feed is in the HTML), and the
// app takes it over without anything moving. How fast that is, is measured by `npm run bench:web`.

/**
 * Sums the page's layout shifts from the very start of the load (buffered), as CLS counts them,
 * leaving out the desktop's suggestions column: its cards load after the page, drawn or not.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    const inSuggestions = (node: Node | null) =>
      node instanceof Element && node.closest('aside[aria-label="Suggestions"]') !== null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput || entry.sources.every((source) => inSuggestions(source.node))) continue;
        w.shifted += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
}

/**
 * The clock cookie the app leaves at every start (web/src/features/first-screen/member-clock.ts),
 * as an earlier visit would have left it: `offset` minutes behind UTC, by default the browser's own
 * (the tests' browser runs on this machine's clock, as the server does).
 */
async function rememberClock(context: BrowserContext, baseURL: string, offset = new Date().getTimezoneOffset()) {
  await context.addCookies([{ name: 'fc_utc_offset', value: String(offset), url: baseURL }]);
}

test("a member's dashboard is in the page itself, before any script runs, and never once they signed out", async ({
  browser,
  baseURL,
}) => {
  const { api, account } = await registerMember(baseURL!, { firstName: 'Drawn', lastName: 'Member' });
  expect((await api.post('/api/posts', { data: { content: 'Morning 5k along the river' } })).status()).toBe(201);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await shareSession(api, context);
  const page = await context.newPage();

  const response = await page.goto('/dashboard');
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  const feed = page.getByRole('list', { name: 'Feed' });
  await expect(feed.getByText('Morning 5k along the river')).toBeVisible();
  await expect(page.getByText('Drawn Member').first()).toBeVisible();
  await expect(page.getByText(`@${account.username}`).first()).toBeVisible();
  // Only shown until the app has run: nothing in it can be used before then.
  await expect(page.locator('[data-first-screen]')).toHaveAttribute('inert', '');

  expect((await api.post('/api/auth/logout')).status()).toBe(204);
  const after = await page.goto('/dashboard');
  expect(after!.headers()['cache-control']).toBe('no-cache');
  expect(await after!.text()).not.toContain('Morning 5k along the river');
  await context.close();
  await api.dispose();
});

test('the app takes over the drawn dashboard without moving anything, and it works at once', async ({
  page,
  baseURL,
  context,
}) => {
  const { api } = await registerMember(baseURL!);
  expect((await api.post('/api/posts', { data: { content: 'Intervals: 6 x 800 m' } })).status()).toBe(201);
  await shareSession(api, context);
  const shifts = await watchLayoutShifts(page);

  const response = await page.goto('/dashboard');
  expect(await response!.text()).toContain('Intervals: 6 x 800 m'); // drawn by the server
  await expect(page.locator('[data-first-screen]')).toHaveCount(0); // the app has taken over
  const post = page.getByRole('list', { name: 'Feed' }).getByRole('listitem').filter({ hasText: 'Intervals' });
  await post.getByRole('button', { name: 'Like, 0 likes' }).click();
  await expect(post.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');
  await page.waitForLoadState('networkidle');
  expect(await shifts()).toBeLessThan(0.01);
  await api.dispose();
});

test("the drawn dashboard's scripts are asked for only once the browser has painted it", async ({ page, member }) => {
  void member; // signed in through the fixture
  await page.goto('/dashboard');
  await expect(page.locator('[data-first-screen]')).toHaveCount(0); // the app has taken over
  const { painted, scriptsAsked } = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scriptsAsked: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    ),
  }));
  // Asked before the paint, they share the network and the main thread with it (issue 21).
  expect(painted).toBeGreaterThan(0);
  expect(scriptsAsked).toBeGreaterThanOrEqual(painted);
});

test("Workout Plans arrives drawn too: Today's Workout and the recommended plans before any script runs", async ({
  browser,
  baseURL,
}) => {
  const { api } = await registerMember(baseURL!);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await shareSession(api, context);
  await rememberClock(context, baseURL!);
  const page = await context.newPage();

  const response = await page.goto('/workouts');
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Workout Plans' })).toBeVisible();
  await expect(page.getByRole('region', { name: "Today's Workout" })).toBeVisible();
  const panel = page.getByRole('tabpanel', { name: 'Recommended' });
  await expect(panel.getByRole('article', { name: 'Strength Builder' })).toBeVisible();
  // The rest of the screen too, not placeholders: the My Plans count, the week, the month.
  await expect(page.getByRole('tab', { name: 'My Plans (0)' })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Your week' }).getByText('Log your first workout'),
  ).toBeVisible();
  await expect(page.locator('[data-first-screen]')).toHaveAttribute('inert', '');

  // A member whose date is not the server's (far west or far east of it): today's workout and the
  // calendar would show the wrong day, so the page is not drawn; the app draws it in the browser.
  const offset = new Date().getUTCHours() < 12 ? 720 : -840;
  await rememberClock(context, baseURL!, offset);
  const elsewhere = await page.goto('/workouts');
  expect(elsewhere!.headers()['cache-control']).toBe('no-cache');
  expect(await elsewhere!.text()).not.toContain('data-first-screen');
  await context.close();
  await api.dispose();
});

test('the app takes over the drawn Workout Plans without moving anything, and its tabs work', async ({
  page,
  baseURL,
  context,
  member,
}) => {
  void member; // signed in through the fixture
  await rememberClock(context, baseURL!);
  const shifts = await watchLayoutShifts(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });

  const response = await page.goto('/workouts');
  expect(await response!.text()).toContain('Strength Builder'); // drawn by the server
  await expect(page.locator('[data-first-screen]')).toHaveCount(0); // the app has taken over
  await page.getByRole('tab', { name: /My Plans/ }).click();
  await expect(page.getByRole('tabpanel', { name: /My Plans/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await shifts()).toBeLessThan(0.01);
  // Taking over asked again for nothing the server drew (each answer would redraw a part of the
  // page on a phone's busy main thread, issue 21).
  const drawnData =
    /^\/api\/(workout-plans(\/active|\/recommended)?\?|workout-plans\/active$|users\/\d+\/activity|workout-calendar)/;
  expect(asked.filter((path) => drawnData.test(path))).toEqual([]);
});

test("the app leaves the browser's UTC offset for the server at every start", async ({ page, member, context }) => {
  void member;
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  const clock = (await context.cookies()).find((cookie) => cookie.name === 'fc_utc_offset');
  expect(clock?.value).toBe(String(await page.evaluate(() => new Date().getTimezoneOffset())));
});
