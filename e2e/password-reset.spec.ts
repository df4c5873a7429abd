import { expect, test } from './fixtures';
import { linkIn, waitForMail } from './mail';

test.describe('forgot password', () => {
  test('the emailed link sets a new password and signs in; the session on another device ends', async ({
    page,
    member,
    browser,
  }) => {
    // Two browsers and three page loads: more than the default time on a busy machine.
    test.slow();
    // `page` is the member's laptop, signed in; they forgot the password on their other device.
    await page.goto('/dashboard');
    await expect(page.getByRole('form', { name: 'Share your progress' })).toBeVisible({ timeout: 20_000 });

    const otherDevice = await browser.newContext();
    try {
      const other = await otherDevice.newPage();
      await other.goto('/login');
      await other.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(other).toHaveURL(/\/forgot-password$/);
      await other.getByLabel('Email').fill(member.email);
      await other.getByRole('button', { name: 'Send reset link' }).click();
      await expect(other.getByRole('main').getByRole('status')).toContainText('If an account exists for that address');

      const mail = await waitForMail(member.email, 'Reset your FitCircle password');
      const link = linkIn(mail, '/reset-password');
      await other.goto(`${link.pathname}${link.search}`);
      await other.getByLabel('New password', { exact: true }).fill('after-reset-789');
      await other.getByLabel('Confirm new password').fill('after-reset-789');
      await other.getByRole('button', { name: 'Set new password' }).click();
      await expect(other).toHaveURL(/\/dashboard$/);
      await expect(other.getByRole('form', { name: 'Share your progress' })).toBeVisible({ timeout: 20_000 });

      // The laptop's session ended with the reset: its next page load finds no session.
      await page.reload();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();

      // The link worked once; the notice went to the member.
      await waitForMail(member.email, 'Your FitCircle password was changed');
      await other.goto(`${link.pathname}${link.search}`);
      await other.getByLabel('New password', { exact: true }).fill('another-pass-1');
      await other.getByLabel('Confirm new password').fill('another-pass-1');
      await other.getByRole('button', { name: 'Set new password' }).click();
      await expect(other.getByRole('alert')).toContainText('invalid, expired or already used');
    } finally {
      await otherDevice.close();
    }
  });
});
