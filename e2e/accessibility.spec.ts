import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { checkRouteAndTabs, type RouteVisit, routesToVisit } from './app-routes';
import { type Account, type ConsoleErrors, expect, test } from './fixtures';
import { populate } from './layout-data';
import { signedInApi } from './people-helpers';

// Accessibility (labelled controls, keyboard use, headings, landmarks, contrast): axe-core's WCAG
// 2.1 A and AA rules and its best practices, on every route of web/src/app/router.tsx and every
// tab of each, with data on the pages, as an admin (who sees every member page too) and as a
// visitor. A violation names the page, the rule and the element.

const VISITOR_ROUTES = ['/', '/login', '/register', '/forgot-password', '/reset-password', '/verify-email'];

async function violationsOn(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Map tiles and their attribution are drawn by Leaflet from a tile server we do not control.
    .exclude('.leaflet-tile-pane')
    .analyze();
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]}`),
  );
}

/** Checks the page and each tab of each tab list on it. */
function checkRoute(page: Page, visit: RouteVisit): Promise<string[]> {
  return checkRouteAndTabs(page, visit, () => violationsOn(page));
}

/** Each problem once, where it was first seen (the header is on every page). */
function firstOfEach(problems: string[]): string[] {
  const first = new Map<string, string>();
  for (const p of problems) {
    const what = p.slice(p.indexOf(': ') + 2);
    if (!first.has(what)) first.set(what, p);
  }
  return [...first.values()];
}

async function checkAs(page: Page, account: Account, baseURL: string, consoleErrors: ConsoleErrors) {
  // Every route and tab with axe: about 3.5 minutes on an idle 2-core machine, over 5 under CI's load.
  test.setTimeout(600_000);
  // The catch-all route's page asks for what does not exist, which the browser logs as 404.
  consoleErrors.allow(/status of 404/);
  const api = await signedInApi(baseURL, account);
  const data = await populate(baseURL, api, account.user.id);
  const problems: string[] = [];
  for (const visit of routesToVisit(data)) problems.push(...(await checkRoute(page, visit)));
  await api.dispose();
  expect(firstOfEach(problems)).toEqual([]);
}

test.describe('accessibility (axe-core)', () => {
  // An admin sees every page a member does, with the same data, and the admin area. The pass runs
  // at both sizes: the phone has its own navigation, sheets and stacked forms (2.2 minutes more).
  test('an admin: every route and tab, the admin area too', async ({ page, admin, baseURL, consoleErrors }) => {
    await checkAs(page, admin, baseURL!, consoleErrors);
  });

  test('a visitor: the landing, sign-in and sign-up pages', async ({ page }) => {
    // Six pages, each loaded to rest and analysed: 30 s was too tight under CI's load.
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const url of VISITOR_ROUTES) problems.push(...(await checkRoute(page, { route: url, url })));
    expect(firstOfEach(problems)).toEqual([]);
  });
});
