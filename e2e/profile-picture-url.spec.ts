import sharp from 'sharp';
import { PEOPLE_MESSAGES } from '../common/people-texts';
import { expect, test, toast } from './fixtures';

// The app shows only pictures it serves (its CSP blocks every other site), so Settings offers the
// upload instead of a "Picture URL" box that could never work, and the server refuses a picture
// URL on another site with a clear 400 instead of storing a broken avatar for everyone to load.

const picture = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#f59e0b' } })
    .png()
    .toBuffer();

test('Settings → Profile sets the picture by upload, shown everywhere; no URL box is offered', async ({
  page,
  member,
}) => {
  await page.goto('/settings');
  const card = page.getByRole('group', { name: 'Profile picture' });
  await expect(card.getByRole('button', { name: 'Upload picture' })).toBeVisible();
  await expect(page.getByLabel('Picture URL')).toHaveCount(0);
  await expect(page.getByText('Links to pictures on other websites cannot be shown.')).toBeVisible();

  await card
    .getByLabel('Profile picture file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await picture() });
  await expect(toast(page)).toContainText('Profile picture updated');
  const avatar = card.getByRole('img', { name: 'Mia Member' });
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.\w+$/);
  // It loads (same origin, allowed by the CSP): not the initials fallback.
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.goto(`/profile/${member.username}`);
  await expect(page.getByRole('img', { name: 'Mia Member' }).first()).toHaveAttribute('src', /^\/uploads\//);

  // Remove takes it away again, saved at once.
  await page.goto('/settings');
  await card.getByRole('button', { name: 'Remove picture' }).click();
  await expect(toast(page)).toContainText('Profile picture updated');
  await expect(card.getByRole('button', { name: 'Upload picture' })).toBeVisible();
});

test('a picture URL on another site is refused with 400 and not stored', async ({ page, member, baseURL }) => {
  const response = await page.request.put(`/api/users/${member.user.id}`, {
    headers: { Origin: baseURL! },
    data: { profileImageUrl: 'https://evil.example/x.png' },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({
    message: PEOPLE_MESSAGES.profileImageOutside,
    errors: { profileImageUrl: PEOPLE_MESSAGES.profileImageOutside },
  });
  const profile = await (await page.request.get(`/api/users/${member.user.id}`)).json();
  expect(profile.profileImageUrl).toBeNull();
});
