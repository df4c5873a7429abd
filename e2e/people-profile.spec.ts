import sharp from 'sharp';
import { expect, test, toast } from './fixtures';
import { namedMember } from './people-helpers';

const picture = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#10b981' } })
    .png()
    .toBuffer();

test.describe('profile', () => {
  test('editing every field with a picture updates the profile, the header avatar and the session', async ({
    page,
    member,
  }) => {
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    const form = page.getByRole('form', { name: 'Edit Profile' });
    await expect(form.getByLabel('First name')).toHaveValue('Mia');

    await form.getByLabel('Profile picture file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await picture(),
    });
    await expect(toast(page)).toContainText('File uploaded');
    await expect(form.getByRole('img', { name: 'Mia Member' })).toHaveAttribute('src', /\/uploads\/[0-9a-f]{32}\.\w+$/);

    await form.getByLabel('First name').fill('Nova');
    await form.getByLabel('Last name').fill('Strong');
    await form.getByLabel('Bio').fill('Kettlebells & sunrise runs.');
    await form.getByLabel('Date of birth').fill('1992-03-04');
    await expect(form.getByLabel('Date of birth')).toHaveAttribute('min', '1900-01-01');
    await form.getByLabel('Height (cm)').fill('50');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByLabel('Height (cm)')).toHaveAccessibleDescription('Height must be at least 100cm');

    await form.getByLabel('Height (cm)').fill('170');
    await form.getByLabel('Weight (kg)').fill('65.5');
    await form.getByLabel('Body type').selectOption('mesomorph');
    await form.getByLabel('Fitness goal').selectOption('strength');
    await form.getByLabel('Activity level').selectOption('very_active');
    // The trainer badge is not a profile field any more: it is requested and granted (e2e/badges.spec.ts).
    await expect(form.getByLabel('I am a fitness trainer')).toHaveCount(0);
    await form.getByRole('button', { name: 'Save Changes' }).click();

    await expect(toast(page)).toContainText('Profile updated');
    await expect(toast(page)).toContainText('Your profile information has been updated successfully.');
    await expect(page).toHaveURL(new RegExp(`/profile/${member.username}$`));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('Nova Strong');
    await expect(heading).not.toContainText('Certified Trainer');
    await expect(page.getByText('Kettlebells & sunrise runs.')).toBeVisible();
    const badges = page.getByRole('list', { name: 'Fitness profile' });
    const age = new Date().getFullYear() - 1992 - (new Date() < new Date(new Date().getFullYear(), 2, 4) ? 1 : 0);
    await expect(badges.getByRole('listitem')).toHaveText([
      `${age} years`,
      'Strength',
      'Mesomorph',
      'Very active',
      '170 cm • 65.5 kg',
    ]);
    // The header's avatar shows the new picture: the session user was updated.
    await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
      'src',
      /\/uploads\//,
    );
    await expect(page.getByRole('tab', { name: 'Saved' })).toBeVisible();
  });

  test('Save waits for a picture on its way; fields left alone are not rewritten (a weight shown in lb)', async ({
    page,
    member,
    baseURL,
  }) => {
    const headers = { Origin: baseURL! };
    expect((await page.request.put('/api/settings', { headers, data: { units: { weight: 'lb' } } })).status()).toBe(
      200,
    );
    const me = `/api/users/${member.user.id}`;
    expect((await page.request.put(me, { headers, data: { weight: 80.3 } })).status()).toBe(200);
    // The upload takes a while, as a big photo on a phone does.
    await page.route('**/fileupload', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/edit-profile');
    const form = page.getByRole('form', { name: 'Edit Profile' });
    await expect(form.getByLabel('Weight (lb)')).toHaveValue('177');
    await form
      .getByLabel('Profile picture file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await picture() });
    await expect(form.getByRole('button', { name: 'Uploading...' }).last()).toBeDisabled();
    await form.getByLabel('Bio').fill('Back from a break.');
    await expect(toast(page)).toContainText('File uploaded');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Profile updated');

    const saved = await (await page.request.get(me)).json();
    expect(saved.profileImageUrl).toMatch(/\/uploads\//);
    expect(saved.bio).toBe('Back from a break.');
    expect(saved.weight).toBe(80.3); // 177 lb read back would be 80.29 kg
    expect([saved.firstName, saved.lastName]).toEqual(['Mia', 'Member']);

    // Settings' form alike: saving an untouched form changes nothing.
    await page.goto('/settings');
    const details = page.getByRole('form', { name: 'Profile details' });
    await expect(details.getByLabel('Weight (lb)')).toHaveValue('177');
    await details.getByRole('button', { name: 'Save profile' }).click();
    await expect(toast(page)).toContainText('Profile updated');
    expect((await (await page.request.get(me)).json()).weight).toBe(80.3);
  });

  test("another member's profile: no Edit Profile nor Saved tab; friends-only details are hidden", async ({
    page,
    member,
    baseURL,
  }) => {
    void member;
    const other = await namedMember(baseURL!, 'Priya');
    await other.api.put(`/api/users/${other.account.user.id}`, { data: { bio: 'Only for friends', height: 160 } });
    await page.goto(`/profile/${other.account.user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
    await expect(page.getByText('This profile is visible to friends only.')).toBeVisible();
    await expect(page.getByText('Only for friends')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Saved' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Fitness' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Follow ${other.name}` })).toBeVisible();
    await other.api.dispose();
  });

  test("an unknown member shows 'User Not Found' with Go Home", async ({ page, member, consoleErrors }) => {
    void member;
    consoleErrors.allow(/status of 404 \(Not Found\)/);
    await page.goto('/profile/no_such_member_here');
    await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
