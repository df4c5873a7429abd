import type { Page } from '@playwright/test';
import { expect, test, toast } from './fixtures';

const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The Registered Gyms stat card's figure, once loaded. */
async function registeredGyms(page: Page): Promise<number> {
  const card = page.getByLabel('Statistics').locator('div').filter({ hasText: 'Registered Gyms' });
  const figure = card.getByRole('definition');
  await expect(figure).toHaveText(/^\d+$/);
  return Number(await figure.textContent());
}

async function openAdminGyms(page: Page) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Gyms' }).click();
  await expect(page.getByRole('heading', { name: 'Gyms', exact: true })).toBeVisible();
}

test('an admin adds a gym that then appears in the finder, changes it and removes it', async ({
  page,
  context,
  admin,
  consoleErrors,
}) => {
  void admin;
  test.setTimeout(90_000); // a long journey: admin, finder, admin, gym page, admin, finder
  consoleErrors.allow(/status of 404/);
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: BLANK_TILE }),
  );
  // Somewhere in the empty South Pacific, different for every run and project.
  const spot = {
    lat: Number((-45 + Math.random() * 30).toFixed(5)),
    lng: Number((-150 + Math.random() * 40).toFixed(5)),
  };
  const name = `Admin Gym ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

  await openAdminGyms(page);
  const gymsBefore = await registeredGyms(page);
  await page.getByRole('button', { name: 'Add New Gym' }).click();
  const form = page.getByRole('form', { name: 'Add New Gym' });
  await form.getByRole('button', { name: 'Add gym' }).click();
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Name is required');
  await expect(form.getByLabel('Latitude')).toHaveAccessibleDescription(/Latitude is required/);

  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Latitude').fill('91');
  await form.getByLabel('Longitude').fill(String(spot.lng));
  await form.getByLabel('Staff rating (optional)').fill('6');
  await form.getByRole('button', { name: 'Add gym' }).click();
  await expect(form.getByLabel('Latitude')).toHaveAccessibleDescription(/Latitude must be between -90 and 90/);
  await expect(form.getByLabel('Staff rating (optional)')).toHaveAccessibleDescription(
    /Rating must be between 0 and 5/,
  );

  await form.getByLabel('Latitude').fill(String(spot.lat));
  await form.getByLabel('Staff rating (optional)').fill('4.5');
  await form.getByLabel('City (optional)').fill('Testopolis');
  await form.getByLabel('Zip code (optional)').fill('24680');
  await form.getByLabel('Amenities (optional)').fill('Sauna, Pool');
  await form.getByRole('button', { name: 'Add gym' }).click();
  await expect(toast(page)).toContainText(`${name} was added.`);
  await expect(form).toHaveCount(0);
  // The stat card follows the change made in the tab (other tests may add gyms meanwhile).
  await expect.poll(() => registeredGyms(page)).toBeGreaterThan(gymsBefore);
  await expect(page.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();

  // A member standing next to it finds it first in the finder.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: spot.lat + 0.001, longitude: spot.lng });
  await page.goto('/gyms');
  await expect(page.getByText('Using your current location')).toBeVisible();
  const nearby = page.getByRole('list', { name: 'Gyms Near You' });
  await expect(nearby.getByRole('link').first()).toHaveText(name);
  await expect(nearby.getByRole('listitem').first()).toContainText('111 m');
  // The admin's rating reads as theirs, not as member reviews (issue 16).
  await expect(nearby.getByRole('listitem').first()).toContainText('4.5/5 staff rating');
  await expect(page.getByTestId('gym-map').getByRole('button', { name })).toBeVisible();

  // The admin renames it.
  await openAdminGyms(page);
  await page.getByRole('searchbox', { name: 'Filter gyms' }).fill(name);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the gym
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const editForm = page.getByRole('form', { name: `Edit ${name}` });
  // The dialog has settled (it focuses its first field) before typing.
  await expect(editForm.getByLabel('Name')).toBeFocused();
  await expect(editForm.getByLabel('City (optional)')).toHaveValue('Testopolis');
  await expect(editForm.getByLabel('Amenities (optional)')).toHaveValue('Sauna, Pool');
  await editForm.getByLabel('Name').fill(`${name} Renamed`);
  await expect(editForm.getByLabel('Name')).toHaveValue(`${name} Renamed`);
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page)).toContainText(`${name} Renamed was updated.`);
  await expect(page.getByRole('rowheader', { name: `${name} Renamed` })).toBeVisible();

  // Its page shows the change; then the admin deletes it.
  await page.getByRole('link', { name: `${name} Renamed` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} Renamed` })).toBeVisible();
  const gymUrl = page.url();
  await openAdminGyms(page);
  await page.getByRole('searchbox', { name: 'Filter gyms' }).fill(name);
  await page.getByRole('button', { name: `Delete ${name} Renamed` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete gym' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText(`${name} Renamed was deleted.`);
  await expect(page.getByRole('rowheader', { name: new RegExp(name) })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: `No gyms found matching "${name}"` })).toBeVisible();

  await page.goto(gymUrl);
  await expect(page.getByText('Gym not found')).toBeVisible();
  await page.goto(`/gyms?q=${encodeURIComponent(name)}`);
  await expect(page.getByText(`No gyms found matching "${name}"`)).toBeVisible();
});

test("a gym deleted while the filter's search is on its way does not come back with that search's answer", async ({
  page,
  admin,
}) => {
  void admin;
  const name = `Race Gym ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const created = await page.request.post('/api/gyms', {
    data: { name, latitude: -60 + Math.random(), longitude: -120 + Math.random() },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The admin filters down to the gym, then narrows the filter. The narrower filter's first search
  // is read on the server before the delete and answered after it: the race an admin who types and
  // deletes quickly can run into (it once failed the test above). Other tests add gyms meanwhile,
  // so the gym is found through the filter, never in the unfiltered newest-first list.
  const narrower = name.slice(0, -1);
  let searchRead!: () => void;
  const searchWasRead = new Promise<void>((resolve) => (searchRead = resolve));
  let deleteDone!: () => void;
  const deleted = new Promise<void>((resolve) => (deleteDone = resolve));
  let held = false;
  await page.route(
    (url) => url.pathname === '/api/gyms' && url.searchParams.get('q') === narrower,
    async (route) => {
      if (held) return route.continue(); // reads after the delete go through
      held = true;
      const response = await route.fetch();
      searchRead();
      await deleted;
      // The app may have given that read up by now; fulfilling a cancelled request throws.
      await route.fulfill({ response }).catch(() => {});
    },
  );

  await openAdminGyms(page);
  const filter = page.getByRole('searchbox', { name: 'Filter gyms' });
  await filter.fill(name);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the gym
  await filter.fill(narrower);
  await searchWasRead;
  // The list on screen stays while the narrower filter's page loads.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete gym' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText(`${name} was deleted.`);
  deleteDone();

  await expect(page.getByRole('cell', { name: `No gyms found matching "${narrower}"` })).toBeVisible();
  await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
});
