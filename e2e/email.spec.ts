import { expect, registerMember, shareSession, test, toast } from './fixtures';
import { linkIn, waitForMail } from './mail';

test.describe('email address', () => {
  test('an unconfirmed member sees the banner, cannot pick Public, and confirms from the emailed link', async ({
    page,
    context,
    baseURL,
  }) => {
    const { api, account } = await registerMember(baseURL!, {}, { confirm: false });
    // A public profile: its default is refused too until the address is confirmed.
    expect((await api.put('/api/settings', { data: { privacy: { profileVisibility: 'public' } } })).status()).toBe(200);
    await shareSession(api, context);
    await page.goto('/dashboard');
    const banner = page.getByRole('region', { name: 'Confirm your email address' });
    await expect(banner).toContainText(account.email);
    const composer = page.getByRole('form', { name: 'Share your progress' });
    const audience = composer.getByRole('combobox', { name: 'Who can see this' });
    await expect(composer.getByRole('option', { name: 'Public', exact: true })).toBeDisabled();
    await expect(
      composer.getByRole('option', { name: 'Profile default (Public: confirm your email first)', exact: true }),
    ).toBeDisabled();
    await expect(audience).toHaveValue('private');

    const mail = await waitForMail(account.email, 'Confirm your FitCircle email address');
    const link = linkIn(mail, '/verify-email');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('main').getByText('Your email address is confirmed.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(composer).toBeVisible({ timeout: 20_000 });
    await expect(banner).toHaveCount(0);
    await expect(composer.getByRole('option', { name: 'Public', exact: true })).toBeEnabled();
    await expect(composer.getByRole('option', { name: 'Profile default', exact: true })).toBeEnabled();
    await expect(audience).toHaveValue('');
    await api.dispose();
  });

  test('a new address replaces the old one only once its link is opened', async ({ page, member }) => {
    const next = `new_${member.email}`;
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Account' }).click();
    const form = page.getByRole('form', { name: 'Change email' });
    await form.getByLabel('New email address').fill(next);
    await form.getByLabel('Current password').fill(member.password);
    await form.getByRole('button', { name: 'Change Email' }).click();
    await expect(toast(page)).toContainText(`We sent a confirmation link to ${next}.`);
    // The panel holds other live regions (the data download's, empty until it has news).
    await expect(
      page
        .getByRole('tabpanel', { name: 'Account' })
        .getByRole('status')
        .filter({ hasText: 'Waiting for confirmation' }),
    ).toContainText(`Waiting for confirmation: ${next}`);

    const mail = await waitForMail(next, 'Confirm your new FitCircle email address');
    const link = linkIn(mail, '/verify-email');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('main').getByText('Your email address is changed and confirmed.')).toBeVisible();
    await waitForMail(member.email, 'Your FitCircle email address was changed');

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Account' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Account' });
    await expect(panel.getByText(next, { exact: true })).toBeVisible();
    await expect(panel.getByText('Confirmed', { exact: true })).toBeVisible();
  });
});

test.describe('notification settings', () => {
  test('offer only choices that send something, and save the email ones', async ({ page, member }) => {
    void member;
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const form = page.getByRole('form', { name: 'Notification settings' });
    for (const label of ['New followers', 'Likes and comments', 'Direct messages', 'Email digest']) {
      await expect(form.getByLabel(label)).toBeVisible();
    }
    // Nothing sends workout reminders or news yet: no switch for them (issue 16, point 11).
    await expect(form.getByLabel('Workout reminders')).toHaveCount(0);
    await expect(form.getByLabel('News and offers')).toHaveCount(0);
    await expect(form.getByLabel('Direct messages').getByRole('option')).toHaveText([
      'Email & push',
      'Push (in the app only)',
    ]);

    await form.getByLabel('Email digest').selectOption({ label: 'Weekly' });
    await form.getByLabel('Direct messages').selectOption({ label: 'Push (in the app only)' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Your notification settings have been saved.');
    await page.reload();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(form.getByLabel('Email digest')).toHaveValue('weekly');
    await expect(form.getByLabel('Direct messages')).toHaveValue('push');
  });
});
