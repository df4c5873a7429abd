import { readFileSync } from 'node:fs';
import { type APIRequestContext, request } from '@playwright/test';
import { GYM_PRESENCE_TEXTS as T } from '../common/gym-presence-texts';
import type { Gym } from '../common/schemas/gyms';
import { expect, registerMember, test, toast } from './fixtures';
import type { AdminCredentials } from './global-setup';

// Issue 34 (D14): checking in from the gym finder. The browser's position, asked for only when the
// member presses the button, suggests the nearest gym; refused, the member is told so and searches.
// Settings decides whether the member appears on their home gym's page.

/** A random spot in the empty South Pacific, so that concurrent tests never see each other's gyms. */
const remoteSpot = () => ({ lat: -45 + Math.random() * 30, lng: -150 + Math.random() * 40 });

async function createGym(baseURL: string, data: Record<string, unknown>): Promise<Gym> {
  const credentials = JSON.parse(readFileSync(process.env.E2E_ADMIN_FILE!, 'utf8')) as AdminCredentials;
  const api: APIRequestContext = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await api.post('/api/auth/login', { data: credentials })).status()).toBe(200);
  const response = await api.post('/api/gyms', { data });
  expect(response.status(), await response.text()).toBe(201);
  const gym = (await response.json()) as Gym;
  await api.dispose();
  return gym;
}

const checkInCard = (page: import('@playwright/test').Page) => page.getByRole('region', { name: T.checkInHeading });

test.describe('with location allowed', () => {
  const spot = remoteSpot();
  // The member stands 200 m from the near gym; the far one is 2 km away.
  test.use({ geolocation: { latitude: spot.lat + 0.0018, longitude: spot.lng }, permissions: ['geolocation'] });

  test('the nearest gym is suggested and the member checks in there', async ({ page, member, baseURL }) => {
    void member;
    const suffix = Math.random().toString(36).slice(2, 7);
    const near = await createGym(baseURL!, { name: `Near Iron ${suffix}`, latitude: spot.lat, longitude: spot.lng });
    await createGym(baseURL!, { name: `Far Iron ${suffix}`, latitude: spot.lat + 0.02, longitude: spot.lng });
    await page.goto('/gyms');
    const card = checkInCard(page);
    await card.getByRole('button', { name: T.locate }).click();
    await expect(card.getByText(`${T.nearest}: ${near.name}`)).toBeVisible();
    await card.getByLabel('Who can see it').selectOption('nobody');
    await card.getByRole('button', { name: T.checkInAt(near.name) }).click();
    await expect(toast(page)).toContainText(T.checkedInToast);
    await expect(card.getByRole('link', { name: new RegExp(`You are checked in at ${near.name}`) })).toBeVisible();
    const mine = await (await page.request.get('/api/check-ins/mine')).json();
    expect(mine.checkIn).toMatchObject({ gym: { id: near.id }, audience: 'nobody' });
  });
});

test('with location refused, the member is told so and picks the gym by search', async ({ page, member, baseURL }) => {
  void member;
  const spot = remoteSpot();
  const name = `Searchable Barbell ${Math.random().toString(36).slice(2, 7)}`;
  const gym = await createGym(baseURL!, { name, latitude: spot.lat, longitude: spot.lng });
  await page.goto('/gyms');
  const card = checkInCard(page);
  await card.getByRole('button', { name: T.locate }).click();
  await expect(card.getByRole('status')).toHaveText(T.refused);
  await card.getByLabel(T.searchLabel).fill(name);
  await card.getByRole('list', { name: T.matchesLabel }).getByRole('button', { name }).click();
  await card.getByRole('button', { name: T.checkInAt(name) }).click();
  await expect(card.getByRole('link', { name: new RegExp(`You are checked in at ${name}`) })).toBeVisible();
  const mine = await (await page.request.get('/api/check-ins/mine')).json();
  expect(mine.checkIn).toMatchObject({ gym: { id: gym.id }, audience: 'followers' });
});

test('Settings decides whether the member appears on their home gym page', async ({ page, member, baseURL }) => {
  const spot = remoteSpot();
  const gym = await createGym(baseURL!, {
    name: `Home Base ${Math.random().toString(36).slice(2, 7)}`,
    latitude: spot.lat,
    longitude: spot.lng,
  });
  // A public profile, so that only the gym-page choice decides whether another member sees them.
  expect(
    (await page.request.put('/api/settings', { data: { privacy: { profileVisibility: 'public' } } })).status(),
  ).toBe(200);
  expect((await page.request.put(`/api/gyms/${gym.id}/home`)).status()).toBe(200);
  const other = await registerMember(baseURL!);
  const listed = async () =>
    ((await (await other.api.get(`/api/gyms/${gym.id}/members`)).json()) as { id: number }[]).map((m) => m.id);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Privacy' }).click();
  const choice = page.getByRole('checkbox', { name: T.visibilityLabel });
  await expect(choice).toBeChecked();
  expect(await listed()).toEqual([member.user.id]);
  // The box shows the stored choice: it changes once the server has saved it, not at the click
  // (Playwright's uncheck() wants the change at once and fails when the save is slow).
  await choice.click();
  await expect(toast(page)).toContainText(T.visibilitySaved);
  await expect(choice).not.toBeChecked();
  expect(await listed()).toEqual([]);
  await page.reload();
  await page.getByRole('tab', { name: 'Privacy' }).click();
  await expect(page.getByRole('checkbox', { name: T.visibilityLabel })).not.toBeChecked();
  await other.api.dispose();
});

test("the dashboard card says so when none of the member's people is at a gym @desktop", async ({ page, member }) => {
  void member;
  await page.goto('/');
  const card = page.getByRole('complementary', { name: 'Suggestions' });
  await expect(card.getByText(T.cardEmpty)).toBeVisible();
});
