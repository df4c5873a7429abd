import type { Page } from '@playwright/test';
import { checkRouteAndTabs, type RouteVisit, routesToVisit } from './app-routes';
import { type Account, type ConsoleErrors, expect, test } from './fixtures';
import { layoutProblems } from './layout-checks';
import { type LayoutData, populate } from './layout-data';
import { signedInApi } from './people-helpers';

// Issue 16, point 12: no page scrolls sideways on a phone, no tab list overflows or wraps, no
// placeholder is cut, and touch targets are at least 44 px (exceptions: e2e/layout-checks.ts).
// Every route of web/src/app/router.tsx (e2e/app-routes.ts), every tab of each, at 390 x 844 and
// 360 x 740, signed in as a member and as an admin, with data on the pages.

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

/** What a visitor can open (everything else sends them to the landing page). */
const VISITOR_ROUTES = [
  '/',
  '/login',
  '/register',
  '/profile',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/unsubscribe',
];

/** Checks the page and each tab of each tab list on it. */
function checkRoute(page: Page, visit: RouteVisit, width: number): Promise<string[]> {
  return checkRouteAndTabs(page, visit, () => layoutProblems(page, width));
}

async function checkAll(page: Page, data: LayoutData, width: number) {
  let problems: string[] = [];
  for (const visit of routesToVisit(data)) problems.push(...(await checkRoute(page, visit, width)));
  // The phone's menu drawer and search overlay, opened from the header.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  // Checked once it is open, and closed before the next step (its layer catches every click).
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  // An animation cancelled while it runs (another one replaced it) rejects `finished` with an
  // AbortError: it is over all the same.
  await drawer.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
  );
  problems.push(...(await layoutProblems(page, width)).map((p) => `menu drawer: ${p}`));
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  problems.push(...(await layoutProblems(page, width)).map((p) => `search overlay: ${p}`));
  // Each problem once, where it was first seen (the header is on every page).
  const first = new Map<string, string>();
  for (const p of problems) {
    const [where, what] = [p.slice(0, p.indexOf(': ')), p.slice(p.indexOf(': ') + 2)];
    if (!first.has(what)) first.set(what, where);
  }
  problems = [...first].map(([what, where]) => `${where}: ${what}`);
  expect(problems).toEqual([]);
}

/** Fills the signed-in account's pages with data, then checks every route. */
async function checkAs(page: Page, account: Account, baseURL: string, consoleErrors: ConsoleErrors, width: number) {
  test.setTimeout(240_000);
  // The catch-all route's page asks for what does not exist, which the browser logs as 404.
  consoleErrors.allow(/status of 404/);
  const api = await signedInApi(baseURL, account);
  const data = await populate(baseURL, api, account.user.id);
  await checkAll(page, data, width);
  await api.dispose();
}

for (const size of SIZES) {
  test.describe(`phone layout at ${size.width} x ${size.height} @phone`, () => {
    test.use({ viewport: size });

    test('a member: every route and tab fits, with 44 px touch targets', async ({
      page,
      member,
      baseURL,
      consoleErrors,
    }) => {
      await checkAs(page, member, baseURL!, consoleErrors, size.width);
    });

    test('an admin: every route and tab fits, the admin tables too', async ({
      page,
      admin,
      baseURL,
      consoleErrors,
    }) => {
      await checkAs(page, admin, baseURL!, consoleErrors, size.width);
    });

    test('a visitor: the landing, sign-in and sign-up pages and the profile prompt fit', async ({ page }) => {
      const problems: string[] = [];
      for (const url of VISITOR_ROUTES) problems.push(...(await checkRoute(page, { route: url, url }, size.width)));
      expect(problems).toEqual([]);
    });
  });
}
