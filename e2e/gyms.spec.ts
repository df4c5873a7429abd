import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { GYM_TEXTS } from '../common/gyms-texts';
import type { Gym } from '../common/schemas/gyms';
import { SAMPLE_GYMS } from '../server/src/modules/gyms/data/sample-gyms';
import { haversineKm } from '../server/src/modules/gyms/geo';
import { expect, test, toast } from './fixtures';
import type { AdminCredentials } from './global-setup';

// Tests run offline: tile requests are answered with a blank tile (or refused, where that is the
// point), so the map draws exactly what the app itself draws.
const TILES = 'https://tile.openstreetmap.org/**';
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const DEFAULT_CENTRE = { lat: 40.7128, lng: -74.006 };

async function blankTiles(page: Page) {
  await page.route(TILES, (route) => route.fulfill({ contentType: 'image/png', body: BLANK_TILE }));
}

/** Opens the finder with blank tiles. */
async function openFinder(page: Page) {
  await blankTiles(page);
  await page.goto('/gyms');
}

/** The e2e admin's own API session, to create the gyms a test needs. */
async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const credentials = JSON.parse(readFileSync(process.env.E2E_ADMIN_FILE!, 'utf8')) as AdminCredentials;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await api.post('/api/auth/login', { data: credentials })).status()).toBe(200);
  return api;
}

/** A random spot in the empty South Pacific, so that concurrent tests never see each other's gyms. */
function remoteSpot() {
  return { lat: -45 + Math.random() * 30, lng: -150 + Math.random() * 40 };
}

async function createGym(api: APIRequestContext, data: Record<string, unknown>): Promise<Gym> {
  const response = await api.post('/api/gyms', { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Gym;
}

const searchButton = (page: Page) =>
  page.getByRole('form', { name: 'Search gyms' }).getByRole('button', { name: 'Search' });
const results = (page: Page) => page.getByRole('list', { name: /Gyms Near You|Search Results/ });

test.describe('Find Gyms', () => {
  test('with geolocation denied, the map uses the default centre and lists the nearest gyms by distance', async ({
    page,
    member,
  }) => {
    void member;
    await openFinder(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Find Gyms Nearby' })).toBeVisible();
    await expect(page.getByText('Enable location services for better results')).toBeVisible();
    await expect(page.getByTestId('map-centre')).toHaveText('40.7128, -74.0060');
    await expect(page.getByRole('heading', { name: 'Gyms Near You' })).toBeVisible();

    // The sample gyms within 10 km of the default centre, nearest first.
    const expected = SAMPLE_GYMS.map((g) => ({
      name: g.name,
      km: haversineKm(40.7128, -74.006, g.latitude, g.longitude),
    }))
      .filter((g) => g.km <= 10)
      .sort((a, b) => a.km - b.km)
      .map((g) => g.name);
    await expect(results(page).getByRole('link')).toHaveText(expected);
    await expect(page.getByText('Harlem Community Fitness')).toHaveCount(0);

    // A marker per gym, titled with its name, placed 1000 px per degree of longitude from the centre.
    const map = page.getByTestId('gym-map');
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(expected.length);
    const widest = SAMPLE_GYMS.filter((g) => expected.includes(g.name)).sort(
      (a, b) => Math.abs(b.longitude - DEFAULT_CENTRE.lng) - Math.abs(a.longitude - DEFAULT_CENTRE.lng),
    )[0];
    const mapBox = (await map.boundingBox())!;
    const widestBox = (await map.getByRole('button', { name: widest.name }).boundingBox())!;
    const offset = widestBox.x + widestBox.width / 2 - (mapBox.x + mapBox.width / 2);
    expect(Math.abs(offset - (widest.longitude - DEFAULT_CENTRE.lng) * 1000)).toBeLessThan(2);

    const nearest = SAMPLE_GYMS.find((g) => g.name === expected[0])!;
    const marker = map.getByRole('button', { name: nearest.name });
    await marker.click();
    await page.locator('.gym-popup').getByRole('link', { name: 'View gym' }).click();
    await expect(page).toHaveURL(/\/gyms\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: nearest.name })).toBeVisible();
  });

  test.describe('with geolocation allowed', () => {
    const spot = remoteSpot();
    test.use({ geolocation: { latitude: spot.lat, longitude: spot.lng }, permissions: ['geolocation'] });

    test('the map centres on the member and Load More pages through the gyms by distance', async ({
      page,
      member,
      baseURL,
    }) => {
      void member;
      const api = await adminApi(baseURL!);
      // 25 gyms on a line going east, 300 m apart, created in shuffled order.
      const steps = Array.from({ length: 25 }, (_, i) => i).sort(() => Math.random() - 0.5);
      for (const i of steps) {
        await createGym(api, {
          name: `Line Gym ${String(i + 1).padStart(2, '0')}`,
          latitude: spot.lat,
          longitude: spot.lng + ((i + 1) * 0.003) / Math.cos((spot.lat * Math.PI) / 180),
        });
      }
      await api.dispose();
      await blankTiles(page);

      await page.goto('/gyms');
      await expect(page.getByText('Using your current location')).toBeVisible();
      await expect(page.getByTestId('map-centre')).toHaveText(`${spot.lat.toFixed(4)}, ${spot.lng.toFixed(4)}`);
      const names = (n: number) => Array.from({ length: n }, (_, i) => `Line Gym ${String(i + 1).padStart(2, '0')}`);
      await expect(results(page).getByRole('link')).toHaveText(names(20));
      await expect(page.getByTestId('gym-map').getByRole('button', { name: /^Line Gym/ })).toHaveCount(20);
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect(results(page).getByRole('link')).toHaveText(names(25));
      await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
      await expect(results(page).getByRole('listitem').last()).toContainText('8.3 km');

      // A smaller radius drops the farther gyms.
      await page.getByLabel('Distance').selectOption('5');
      await expect(results(page).getByRole('link')).toHaveCount(14);
    });
  });

  test('searching by city, zip code or name shows the matches; blank text is not submitted', async ({
    page,
    member,
    isMobile,
  }) => {
    void member;
    await openFinder(page);
    const search = page.getByRole('searchbox', { name: 'Search gyms' });
    // The spec's placeholder; phones show a shorter one that fits the field (common/gyms-texts.ts).
    const placeholder = isMobile ? GYM_TEXTS.searchPlaceholderShort : 'Search by city, zip code, or gym name...';
    await expect(search).toHaveAttribute('placeholder', placeholder);
    await expect(results(page).getByRole('link').first()).toBeVisible();

    await search.fill('   ');
    await searchButton(page).click();
    await expect(page.getByRole('heading', { name: 'Gyms Near You' })).toBeVisible();
    await expect(page).toHaveURL(/\/gyms$/);

    await search.fill('brooklyn');
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: 'Search Results for "brooklyn"' })).toBeVisible();
    await expect(results(page).getByRole('link')).toHaveText([
      'Williamsburg Climbing Gym',
      'Brooklyn Heights CrossFit Box',
    ]);
    await expect(page.getByTestId('gym-map').getByRole('button', { name: 'Williamsburg Climbing Gym' })).toBeVisible();

    await search.fill('10012');
    await searchButton(page).click();
    await expect(results(page).getByRole('link')).toHaveText(['SoHo Boxing & Conditioning']);

    await search.fill('Kraftwerk');
    await search.press('Enter');
    await expect(results(page).getByRole('link')).toHaveText(['Kreuzberg Kraftwerk']);
    // The map frames the results: Berlin, far from the default centre.
    await expect(page.getByTestId('map-centre')).toHaveText(/^52\.\d{4}, 13\.\d{4}$/);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('heading', { name: 'Gyms Near You' })).toBeVisible();
    await expect(page.getByTestId('map-centre')).toHaveText('40.7128, -74.0060');
  });

  test('with no tiles reachable the markers and the centre still show', async ({ page, member, consoleErrors }) => {
    void member;
    consoleErrors.allow(/Failed to load resource: net::ERR_FAILED/);
    await page.route(TILES, (route) => route.abort());
    await page.goto('/gyms');
    await expect(page.getByTestId('map-centre')).toHaveText('40.7128, -74.0060');
    await expect(page.getByTestId('gym-map').getByRole('button', { name: 'Battery Park Fitness Loft' })).toBeVisible();
  });

  test("if the map library cannot load, the map says 'Unable to load map' and the list still works", async ({
    page,
    member,
    consoleErrors,
  }) => {
    void member;
    consoleErrors.allow(/Failed to load resource: net::ERR_FAILED/);
    await page.route(/\/assets\/leaflet[^/]*\.(js|css)$/, (route) => route.abort());
    await page.goto('/gyms');
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to load map' })).toBeVisible();
    await expect(page.getByTestId('map-centre')).toHaveText('40.7128, -74.0060');
    await expect(results(page).getByRole('link', { name: 'Battery Park Fitness Loft' })).toBeVisible();
  });

  test("a session that ended while the page was open shows 'Sign In to Find Gyms'", async ({ page, member }) => {
    void member;
    await blankTiles(page);
    await page.route('**/api/gyms/nearby?**', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Please sign in to continue"}' }),
    );
    await page.goto('/gyms');
    await expect(page.getByText('Sign In to Find Gyms')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    // A 401 is not toasted (spec section 8): the prompt says it all.
    await expect(toast(page)).not.toContainText('Failed to load');
  });

  test('a visitor is sent to the landing page', async ({ page }) => {
    await page.goto('/gyms');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('a gym page', () => {
  test('shows the details, a small map and directions, and lets a member make it their home gym', async ({
    page,
    member,
    baseURL,
  }) => {
    const spot = remoteSpot();
    const api = await adminApi(baseURL!);
    const gym = await createGym(api, {
      name: `Page Gym ${Date.now()}`,
      latitude: spot.lat,
      longitude: spot.lng,
      address: '1 Reef Road',
      city: 'Atoll',
      zipCode: '98765',
      rating: 4.5,
      phone: '+1 212-555-0150',
      website: 'https://example.com/page-gym',
      openingHours: 'Mon–Fri 06:00–22:00',
      amenities: 'Sauna, Pool',
    });
    await api.dispose();
    await blankTiles(page);

    await page.goto('/gyms');
    await page.getByRole('searchbox', { name: 'Search gyms' }).fill(gym.name);
    await searchButton(page).click();
    await results(page).getByRole('link', { name: gym.name }).click();

    await expect(page).toHaveURL(new RegExp(`/gyms/${gym.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: gym.name })).toBeVisible();
    await expect(page.getByText('1 Reef Road, Atoll, 98765')).toBeVisible();
    await expect(page.getByText('Mon–Fri 06:00–22:00')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Amenities' }).getByRole('listitem')).toHaveText(['Sauna', 'Pool']);
    await expect(page.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${gym.latitude},${gym.longitude}`,
    );
    await expect(page.getByTestId('gym-map').getByRole('button', { name: gym.name })).toBeVisible();

    await expect(page.getByText('0 members call this their home gym')).toBeVisible();
    await page.getByRole('button', { name: 'Set as my home gym' }).click();
    await expect(toast(page)).toContainText(`${gym.name} is now your home gym.`);
    await expect(page.getByText('1 member calls this their home gym')).toBeVisible();
    // The member sees themself in the list, whatever their privacy choice.
    await expect(page.getByRole('list', { name: 'Members who call this gym home' })).toContainText(
      `@${member.username}`,
    );

    // The finder's Home gym field shows it too, and can remove it.
    await page.goto('/gyms');
    const field = page.getByRole('group', { name: 'Home gym' });
    await expect(field.getByRole('link', { name: gym.name })).toBeVisible();
    await field.getByRole('button', { name: 'Remove as home gym' }).click();
    await expect(toast(page)).toContainText('You no longer have a home gym.');
    await field.getByRole('searchbox', { name: 'Find your home gym' }).fill(gym.name);
    await field.getByRole('button', { name: `Choose ${gym.name} as home gym` }).click();
    await expect(field.getByRole('link', { name: gym.name })).toBeVisible();
  });

  test("an unknown gym says 'Gym not found'", async ({ page, member, consoleErrors }) => {
    void member;
    consoleErrors.allow(/status of 404/);
    await blankTiles(page); // the way back opens the finder's map
    await page.goto('/gyms/987654321');
    await expect(page.getByText('Gym not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Find Gyms' }).click();
    await expect(page).toHaveURL(/\/gyms$/);
  });
});

test('the dashboard shows the 2 nearest gyms and View All opens the finder @desktop', async ({ page, member }) => {
  void member;
  await page.goto('/dashboard');
  const card = page.getByRole('complementary', { name: 'Suggestions' });
  const list = card.getByRole('list', { name: 'Gyms Nearby' });
  await expect(list.getByRole('link')).toHaveText(['Battery Park Fitness Loft', 'SoHo Boxing & Conditioning']);
  await card.getByRole('link', { name: 'View All gyms' }).click();
  await expect(page).toHaveURL(/\/gyms$/);
});
