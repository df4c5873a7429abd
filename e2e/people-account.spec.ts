import { expect, signInThroughUI, test, toast } from './fixtures';

test.describe('settings and account', () => {
  test('changing the password, then signing in with the new one', async ({ page, member, consoleErrors }) => {
    consoleErrors.allow(/status of 400 \(Bad Request\)/);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Account' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Account' });
    await expect(panel.getByText(member.email)).toBeVisible();
    const form = panel.getByRole('form', { name: 'Change password' });

    await form.getByLabel('Current password').fill('wrong-password');
    await form.getByLabel('New password', { exact: true }).fill('fresh-pass-456');
    await form.getByLabel('Confirm new password').fill('fresh-pass-456');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page)).toContainText('Password change failed');
    await expect(form.getByLabel('Current password')).toHaveAccessibleDescription('Current password is incorrect');

    await form.getByLabel('Current password').fill(member.password);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page)).toContainText('Password changed');
    await expect(form.getByLabel('New password', { exact: true })).toHaveValue('');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signInThroughUI(page, { username: member.username, password: 'fresh-pass-456' });
  });

  test('privacy and notification choices are saved and come back', async ({ page, member }) => {
    void member;
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Privacy' }).click();
    const privacy = page.getByRole('form', { name: 'Privacy settings' });
    await expect(privacy.getByLabel('Profile visibility')).toHaveValue('friends');
    await expect(privacy.getByLabel('Fitness metrics')).toHaveValue('private');
    await privacy.getByLabel('Profile visibility').selectOption({ label: 'Public' });
    await privacy.getByLabel('Location sharing').selectOption({ label: 'Only me' });
    await privacy.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Your privacy settings have been saved.');

    await page.getByRole('tab', { name: 'Notifications' }).click();
    const notifications = page.getByRole('form', { name: 'Notification settings' });
    await notifications.getByLabel('Likes and comments').selectOption({ label: 'Email' });
    await notifications.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Your notification settings have been saved.');

    await page.reload();
    await page.getByRole('tab', { name: 'Privacy' }).click();
    await expect(privacy.getByLabel('Profile visibility')).toHaveValue('public');
    await expect(privacy.getByLabel('Location sharing')).toHaveValue('private');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(notifications.getByLabel('Likes and comments')).toHaveValue('email');
  });

  test('the Settings profile form saves the full name and body data', async ({ page, member }) => {
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Profile details' });
    await form.getByLabel('Full name').fill('M');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByLabel('Full name')).toHaveAccessibleDescription('Name must be at least 2 characters.');
    await form.getByLabel('Full name').fill('Mia Q Member');
    await form.getByLabel('Weight (kg)').fill('58');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(toast(page)).toContainText('Profile updated');
    await page.goto(`/profile/${member.username}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mia Q Member' })).toBeVisible();
  });

  test('deleting the account asks first, then signs out for good', async ({ page, member }) => {
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Account' });
    await expect(dialog).toContainText('Are you sure you want to delete your account? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();
    await expect(toast(page)).toContainText('Account deleted');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();

    // The account is gone: its credentials no longer work.
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Username').fill(member.username);
    await form.getByLabel('Password').fill(member.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page)).toContainText('Invalid username or password');
  });

  test('Settings keeps the chosen tab in the address: a reload stays there, Back and Forward move between tabs', async ({
    page,
    member,
  }) => {
    void member;
    const selected = (name: string) => expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/settings');
    await selected('Profile');
    await page.getByRole('tab', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=privacy$/);
    await expect(page.getByRole('form', { name: 'Privacy settings' })).toBeVisible();

    await page.reload();
    await selected('Privacy');
    await expect(page.getByRole('form', { name: 'Privacy settings' })).toBeVisible();

    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=notifications$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/settings\?tab=privacy$/);
    await selected('Privacy');
    await page.goBack();
    await expect(page).toHaveURL(/\/settings$/);
    await selected('Profile');
    await page.goForward();
    await selected('Privacy');
    await expect(page.getByRole('form', { name: 'Privacy settings' })).toBeVisible();
  });
});
