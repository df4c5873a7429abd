import { ACTIVITY_MESSAGES } from '../common/activities-texts';
import { SEGMENT_TEXTS } from '../common/segments-texts';
import { toGpx } from '../server/src/db/seed/tracks/gpx';
import { buildRoute } from '../server/src/db/seed/tracks/route';
import { toFit } from '../server/src/test/fixtures/activities/fit';
import { expect, registerMember, signInThroughUI, test, toast } from './fixtures';

/** A 3 km run due north at 3 m/s with a gentle climb: three 1 km splits of 5:33 /km. */
function canalRun(title: string) {
  const points = buildRoute({
    start: new Date(Date.now() - 3 * 3600_000),
    stretches: [{ metres: 3000, speed: 3 }],
    elevation: (d) => 20 + d / 100,
    heartRate: (i) => 140 + (i % 10),
  });
  return Buffer.from(toGpx(points, { name: title, type: 'running' }));
}

test.describe('runs and rides', () => {
  test('a member uploads a GPX, sees the map and splits, shares it, and a friend sees the card in the feed', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // two members, an upload, a map and the feed
    const owner = await registerMember(baseURL!, { firstName: 'Rae', lastName: 'Runner' });
    const friend = await registerMember(baseURL!, { firstName: 'Fin', lastName: 'Friend' });
    // Friends (mutual follows): the activity is friends-only by default, as the owner's settings say.
    expect((await owner.api.post(`/api/follows/${friend.account.user.id}`)).ok()).toBe(true);
    expect((await friend.api.post(`/api/follows/${owner.account.user.id}`)).ok()).toBe(true);
    await signInThroughUI(page, owner.account);

    const title = `Canal Run ${Date.now().toString(36)}`;
    await page.goto('/workouts?tab=activities');
    await page.getByRole('button', { name: 'Upload activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload activity' });
    await dialog.getByLabel('Activity files').setInputFiles({
      name: 'canal.gpx',
      mimeType: 'application/gpx+xml',
      buffer: canalRun(title),
    });
    const item = dialog.getByRole('listitem', { name: 'canal.gpx' });
    await expect(item.getByRole('status')).toContainText(`Imported “${title}”`);
    await item.getByRole('link', { name: 'View' }).click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const figures = page.getByRole('definition');
    await expect(figures.first()).toHaveText('3 km');
    await expect(page.getByRole('region', { name: 'Route map' })).toBeVisible();
    await expect(page.locator('.activity-marker--start')).toBeVisible();
    await expect(page.locator('.activity-marker--finish')).toBeVisible();
    const splits = page.getByRole('table', { name: 'Splits' });
    await expect(splits.getByRole('row')).toHaveCount(4);
    await expect(splits.getByRole('row').nth(1)).toContainText('5:33 /km');
    await expect(page.getByTestId('chart-elevation')).toBeVisible();
    // A friends-only run offers no segment: every member would see the stretch's route.
    await expect(page.getByText(SEGMENT_TEXTS.onlyFromPublic)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create segment' })).toHaveCount(0);
    // Nothing scrolls sideways, on a phone either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('activity-page.png'), fullPage: true });

    await page.getByRole('button', { name: 'Share to feed' }).click();
    await expect(toast(page)).toContainText('Shared to your feed');
    await expect(page.getByRole('link', { name: 'Shared on the feed' })).toBeVisible();

    // The friend, in a browser of their own, sees the card with the route thumbnail.
    const context = await browser.newContext();
    await context.addCookies((await friend.api.storageState()).cookies);
    const friendPage = await context.newPage();
    await friendPage.goto('/dashboard');
    const card = friendPage.getByRole('list', { name: 'Feed' }).getByRole('article').filter({ hasText: title });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByTestId('route-thumbnail')).toBeVisible();
    await expect(card.getByRole('definition').first()).toHaveText('3 km');
    await expect(card).toContainText('5:33 /km');
    await friendPage.screenshot({ path: test.info().outputPath('feed-card.png') });
    await card.getByRole('link', { name: title }).click();
    await expect(friendPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await context.close();
    await owner.api.dispose();
    await friend.api.dispose();
  });

  test('a file with a DOCTYPE is refused with its own message, and nothing is imported', async ({
    page,
    member,
    consoleErrors,
  }) => {
    void member;
    consoleErrors.allow(/status of 400 \(Bad Request\)/);
    await page.goto('/workouts?tab=activities');
    await page.getByRole('button', { name: 'Upload activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload activity' });
    const xxe = '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY x SYSTEM "file:///etc/passwd">]><gpx>&x;</gpx>';
    await dialog.getByLabel('Activity files').setInputFiles({
      name: 'evil.gpx',
      mimeType: 'application/gpx+xml',
      buffer: Buffer.from(xxe),
    });
    await expect(dialog.getByRole('listitem', { name: 'evil.gpx' }).getByRole('alert')).toHaveText(
      ACTIVITY_MESSAGES.xmlDoctype,
    );
    await page.keyboard.press('Escape');
    await expect(page.getByText('No runs or rides yet')).toBeVisible();
  });

  test('a file whose points are dated 1970 offers the date its metadata names, and imports with it', async ({
    page,
    member,
    consoleErrors,
  }) => {
    void member;
    consoleErrors.allow(/status of 400 \(Bad Request\)/);
    const points = Array.from({ length: 80 }, (_, i) => {
      const t = new Date(i * 5000).toISOString();
      return `<trkpt lat="${(51.5 + i * 0.0001).toFixed(6)}" lon="-0.12"><time>${t}</time></trkpt>`;
    }).join('');
    const gpx = `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
<metadata><time>2018-08-05T07:30:00Z</time></metadata><trk><name>Old watch</name><type>running</type>
<trkseg>${points}</trkseg></trk></gpx>`;
    await page.goto('/workouts?tab=activities');
    await page.getByRole('button', { name: 'Upload activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload activity' });
    await dialog.getByLabel('Activity files').setInputFiles({
      name: 'old-watch.gpx',
      mimeType: 'application/gpx+xml',
      buffer: Buffer.from(gpx),
    });
    const item = dialog.getByRole('listitem', { name: 'old-watch.gpx' });
    await expect(item.getByRole('alert')).toBeVisible();
    // The offer names the metadata's day, with its year; nothing is imported until it is chosen.
    const offer = item.getByRole('button', { name: /^Use .*2018/ });
    await expect(offer).toBeVisible();
    await offer.click();
    await expect(item.getByRole('status')).toContainText('Imported');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('list', { name: 'Your activities' })).toContainText('Aug 5, 2018');
  });
});

test.describe('rides measured right (issue 32)', () => {
  test('a FIT ride: no sport question, power and speed splits, a keyboard chart cursor, dates with a year', async ({
    page,
    member,
  }) => {
    void member;
    // 3.2 km at 8 m/s on 3 May 2023, with a power meter and the device's own climb.
    const points = buildRoute({
      start: new Date(Date.UTC(2023, 4, 3, 6, 30)),
      stretches: [{ metres: 3200, speed: 8 }],
      elevation: (d) => 40 + d / 100,
    });
    const fit = toFit(points, { sport: 'cycling', power: () => 230, cadence: () => 88, totalAscent: 41 });
    await page.goto('/workouts?tab=activities');
    await page.getByRole('button', { name: 'Upload activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload activity' });
    await dialog
      .getByLabel('Activity files')
      .setInputFiles({ name: 'ride.fit', mimeType: 'application/octet-stream', buffer: Buffer.from(fit) });
    const item = dialog.getByRole('listitem', { name: 'ride.fit' });
    await expect(item.getByRole('status')).toContainText('Imported');
    // The file says it was a ride: nothing to ask.
    await expect(item.getByLabel(ACTIVITY_MESSAGES.sportRequired)).toHaveCount(0);
    await page.keyboard.press('Escape');
    // The list's date has its year.
    await expect(page.getByRole('list', { name: 'Your activities' })).toContainText('May 3, 2023');

    await page.getByRole('list', { name: 'Your activities' }).getByRole('link').first().click();
    const figures = page.getByLabel('Figures');
    await expect(figures).toContainText('Average power230 W');
    await expect(figures).toContainText('Normalized power230 W');
    await expect(figures).toContainText('Elevation gain (from the device)41 m');
    const splits = page.getByRole('table', { name: 'Splits' });
    await expect(splits.getByRole('columnheader', { name: 'Speed' })).toBeVisible();
    await expect(splits.getByRole('row').nth(1)).toContainText('28.8 km/h');

    // The chart's cursor moves with the keyboard, and the map's marker follows it.
    const chart = page.getByRole('slider', { name: 'Speed along the route' });
    await chart.focus();
    await page.keyboard.press('Home');
    await expect(chart).toHaveAttribute('aria-valuenow', '0');
    await expect(chart).toHaveAttribute('aria-valuetext', /^0\.00 km: Speed/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(chart).toHaveAttribute('aria-valuenow', '2');
    await expect(page.locator('.activity-marker--cursor')).toHaveCSS('opacity', '1');
    await page.keyboard.press('End');
    await expect(chart).toHaveAttribute('aria-valuetext', /^3\.20 km: Speed/);
    await page.keyboard.press('PageDown');
    expect(Number(await chart.getAttribute('aria-valuenow'))).toBeLessThan(
      Number(await chart.getAttribute('aria-valuemax')),
    );
    await page.screenshot({ path: test.info().outputPath('ride-page.png'), fullPage: true });
  });
});

test.describe('activity settings', () => {
  test('a member creates an API token (shown once), sees it listed, revokes it; and adds a privacy zone', async ({
    page,
    member,
    baseURL,
  }) => {
    void member;
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Account' }).click();
    const tokens = page.getByRole('form', { name: 'Create an API token' });
    await tokens.getByLabel('Token name').fill('Watch sync');
    await tokens.getByRole('button', { name: 'Create token' }).click();
    const secret = await page.getByTestId('new-api-token').textContent();
    expect(secret).toMatch(/^fct_[A-Za-z0-9_-]{43}$/);
    const list = page.getByRole('list', { name: 'API tokens' });
    await expect(list).toContainText('Watch sync');
    await expect(list).toContainText('never used');

    // The token uploads without a browser session.
    const upload = await fetch(`${baseURL}/api/activities/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}` },
      body: (() => {
        const form = new FormData();
        form.append('file', new Blob([canalRun('Token Run')]), 'token.gpx');
        return form;
      })(),
    });
    expect(upload.status).toBe(201);

    // The run counts in this week's totals and the running records of the progress page.
    await page.goto('/workouts/progress');
    const runs = page.getByRole('region', { name: 'Runs & rides' });
    await expect(runs.getByRole('table')).toContainText('3 km');
    await expect(runs.getByRole('table')).toContainText('16:40');
    await expect(runs.getByRole('list', { name: 'Running records' })).toContainText('1 km');
    await expect(runs.getByRole('list', { name: 'Running records' })).toContainText('5:33');

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(page.getByRole('list', { name: 'API tokens' })).toContainText('last used');
    await page.getByRole('button', { name: 'Revoke Watch sync' }).click();
    await expect(page.getByRole('list', { name: 'API tokens' })).toHaveCount(0);
    const refused = await fetch(`${baseURL}/api/activities`, { headers: { authorization: `Bearer ${secret}` } });
    expect(refused.status).toBe(401);

    await page.getByRole('tab', { name: 'Privacy' }).click();
    const zone = page.getByRole('form', { name: 'Add a privacy zone' });
    await zone.getByLabel('Latitude').fill('51.5');
    await zone.getByLabel('Longitude').fill('-0.12');
    await zone.getByLabel(/Radius in metres/).fill('100');
    await zone.getByRole('button', { name: 'Add zone' }).click();
    await expect(zone.getByRole('alert')).toHaveText('The radius must be between 200 m and 2 km');
    await zone.getByLabel(/Radius in metres/).fill('600');
    await zone.getByRole('button', { name: 'Add zone' }).click();
    await expect(toast(page)).toContainText('Privacy zone added');
    await expect(page.getByRole('list', { name: 'Privacy zones' })).toContainText('Home');
    await expect(page.getByRole('list', { name: 'Privacy zones' })).toContainText('600 m');
  });
});
