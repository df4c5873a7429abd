import type { APIRequestContext } from '@playwright/test';
import { toGpx } from '../server/src/db/seed/tracks/gpx';
import { walk } from '../server/src/test/factories/segments';
import { expect, registerMember, shareSession, signInThroughUI, test, toast } from './fixtures';

// Segments (issue 32 item 1): one member makes a segment from their run; another member runs it,
// sees the effort on their activity page and both of them on the segment's leaderboard.

// A 3 km run: 1.5 km east, then 1.5 km north, somewhere of its own on every run of the test.
const ROUTE: [number, number][] = [
  [0, 0],
  [1500, 0],
  [1500, 1500],
];

async function uploadRun(api: APIRequestContext, origin: { lat: number; lng: number }, speed: number, title: string) {
  const points = walk(ROUTE, { speed, origin, start: new Date(Date.now() - 5 * 3600_000) });
  const response = await api.post('/api/activities/upload', {
    multipart: {
      file: { name: 'run.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(toGpx(points, { name: title })) },
      visibility: 'public',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).activity.id as number;
}

test('a member makes a segment from a run; another runs it and sees the effort and the leaderboard', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two members, two uploads, two maps
  const origin = { lat: 30 + Math.random() * 30, lng: -20 + Math.random() * 40 };
  const maker = await registerMember(baseURL!, { firstName: 'Sage', lastName: 'Maker' });
  const runner = await registerMember(baseURL!, { firstName: 'Remy', lastName: 'Runner' });
  const source = await uploadRun(maker.api, origin, 3, 'Corner loop');
  const name = `Corner ${Date.now().toString(36)}`;

  await signInThroughUI(page, maker.account);
  await page.goto(`/activities/${source}`);
  await page.getByRole('button', { name: 'Create segment' }).click();
  const form = page.getByRole('form', { name: 'Create segment' });
  // The route map's every button has a name; the charts' cursor marker is not one (nothing to
  // press: the charts move it), so Tab does not stop on it.
  const routeMap = page.getByRole('region', { name: 'Route map' });
  await expect(routeMap.locator('.activity-marker--cursor')).toBeAttached();
  await expect(routeMap.locator('.activity-marker--cursor')).not.toHaveAttribute('tabindex');
  for (const button of await routeMap.getByRole('button').all()) await expect(button).toHaveAccessibleName(/\S/);
  // The same for the form's own map of the stretch.
  await expect(page.locator('.segment-pick--cursor')).toBeAttached();
  await expect(page.locator('.segment-pick--cursor')).not.toHaveAttribute('tabindex');
  const start = form.getByRole('slider', { name: /^Start/ });
  const end = form.getByRole('slider', { name: /^End/ });
  // A click on the route map picks the nearest point of the route as the start...
  const map = form.getByRole('region', { name: /^Segment map/ });
  await expect(map).toBeVisible();
  await map.click();
  await expect(start).not.toHaveValue('0');
  // ...and so does the elevation chart, by keyboard (Home, then a tenth of the route: 0.3 km; Enter).
  await form.getByRole('radio', { name: 'Next pick sets the start' }).check();
  const chart = form.getByRole('slider', { name: 'Elevation along the route' });
  await chart.focus();
  await chart.press('Home');
  await chart.press('PageUp');
  await chart.press('Enter');
  await expect(start).toHaveValue('300');
  await expect(form.getByRole('radio', { name: 'Next pick sets the end' })).toBeChecked();
  // The sliders move with the keyboard too: the end from 1.0 km to 2.0 km (10 m a step).
  await end.focus();
  for (let i = 0; i < 100; i++) await end.press('ArrowRight');
  await expect(form).toContainText('Length: 1.7 km');
  await form.getByLabel('Segment name').fill(name);
  await form.getByRole('button', { name: 'Create segment' }).click();
  await expect(toast(page)).toContainText('Segment created');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Personal best:')).toBeVisible();

  // The runner, faster, in a browser of their own: the effort on their activity, then the board.
  const run = await uploadRun(runner.api, origin, 4, 'Quick corner');
  const context = await browser.newContext();
  await shareSession(runner.api, context);
  const other = await context.newPage();
  await other.goto(`/activities/${run}`);
  const segments = other.getByRole('region', { name: 'Segments' });
  const effort = segments.getByRole('listitem').filter({ hasText: name });
  await expect(effort).toContainText('PR');
  await expect(effort).toContainText('#1');
  // 1,700 m at 4 m/s.
  await expect(effort).toContainText('7:05');
  await effort.getByRole('link', { name }).click();
  await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
  const board = other.getByRole('tabpanel', { name: 'All time' }).getByRole('table');
  await expect(board.getByRole('row')).toHaveCount(3);
  await expect(board.getByRole('row').nth(1)).toContainText('Remy Runner');
  await expect(board.getByRole('row').nth(2)).toContainText('Sage Maker');
  await other.getByRole('tab', { name: 'People I follow' }).click();
  const following = other.getByRole('tabpanel', { name: 'People I follow' }).getByRole('table');
  await expect(following.getByRole('row')).toHaveCount(2);
  expect(await other.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await other.screenshot({ path: test.info().outputPath('segment-page.png'), fullPage: true });
  await context.close();
  await maker.api.dispose();
  await runner.api.dispose();
});
