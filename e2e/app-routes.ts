import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { LayoutData } from './layout-data';

// The routes the phone layout test visits (issue 16, point 12): read from the app's own route
// table, so a new route is covered as soon as it exists. A route with a parameter needs one line
// below (the test fails until it has one); a static route needs none.

const ROUTER = path.join(import.meta.dirname, '..', 'web', 'src', 'app', 'router.tsx');

/** A concrete address for each route with a parameter (and for the catch-all). */
export const ROUTE_EXAMPLES: Record<string, (data: LayoutData) => string> = {
  '/gyms/:id': (d) => `/gyms/${d.gymId}`,
  '/posts/:id': (d) => `/posts/${d.postId}`,
  '/activities/:id': (d) => `/activities/${d.activityId}`,
  '/exercises/:id': (d) => `/exercises/${d.exerciseId}`,
  '/profile/:username': (d) => `/profile/${d.friend.username}`,
  '/clubs/:id': (d) => `/clubs/${d.clubId}`,
  '/challenges/:id': (d) => `/challenges/${d.challengeId}`,
  '/segments/:id': (d) => `/segments/${d.segmentId}`,
  '*': () => '/no-such-page',
};

/** Every `path="..."` of web/src/app/router.tsx, in the order the table lists them. */
export function routeTable(): string[] {
  const source = readFileSync(ROUTER, 'utf8');
  return [...source.matchAll(/\bpath="([^"]+)"/g)].map((m) => m[1]);
}

export interface RouteVisit {
  /** The route as the table writes it. */
  route: string;
  url: string;
}

/** The address to visit for every route; throws for a route with a parameter and no example. */
export function routesToVisit(data: LayoutData): RouteVisit[] {
  return routeTable().map((route) => {
    const example = ROUTE_EXAMPLES[route];
    if (example) return { route, url: example(data) };
    if (route.includes(':') || route.includes('*')) {
      throw new Error(`Route ${route} has a parameter: add an example address to ROUTE_EXAMPLES in e2e/app-routes.ts`);
    }
    return { route, url: route };
  });
}

/**
 * Opens the page, lets it settle, then runs `check` on it and on each visible tab of each tab
 * list on it; answers what the checks found, each prefixed with where.
 */
export async function checkRouteAndTabs(
  page: Page,
  { route, url }: RouteVisit,
  check: () => Promise<string[]>,
): Promise<string[]> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main:visible, form:visible').first()).toBeVisible();
  const problems = (await check()).map((p) => `${url} (${route}): ${p}`);
  const tabs = page.getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i++) {
    const tab = tabs.nth(i);
    if (!(await tab.isVisible())) continue;
    const label = (await tab.textContent())?.trim();
    await tab.click();
    await page.waitForLoadState('networkidle');
    problems.push(...(await check()).map((p) => `${url} tab "${label}": ${p}`));
  }
  return problems;
}
