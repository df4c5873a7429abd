import { base32Decode, totp } from '../server/src/modules/two-factor/totp';
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

  test('with two-step sign-in on, the link sets the password and the code then signs in', async ({
    page,
    member,
    browser,
  }) => {
    test.slow();
    // The member turns two-step sign-in on (as Settings does, through its API).
    await page.goto('/dashboard');
    const setup = await page.request.post('/api/account/two-factor/totp');
    expect(setup.status()).toBe(200);
    const key = base32Decode((await setup.json()).secret);
    const confirmedAt = Date.now();
    const on = await page.request.post('/api/account/two-factor/totp/confirm', {
      data: { code: totp(key, confirmedAt) },
    });
    expect(on.status()).toBe(200);

    const otherDevice = await browser.newContext();
    try {
      const other = await otherDevice.newPage();
      await other.goto('/forgot-password');
      await other.getByLabel('Email').fill(member.email);
      await other.getByRole('button', { name: 'Send reset link' }).click();
      const link = linkIn(await waitForMail(member.email, 'Reset your FitCircle password'), '/reset-password');
      await other.goto(`${link.pathname}${link.search}`);
      await other.getByLabel('New password', { exact: true }).fill('after-reset-789');
      await other.getByLabel('Confirm new password').fill('after-reset-789');
      await other.getByRole('button', { name: 'Set new password' }).click();
      // The mailbox alone is not enough: the code step comes before any session.
      const step = other.getByRole('form', { name: 'Two-step sign-in' });
      await expect(step).toBeVisible();
      expect((await other.request.get('/api/auth/user')).status()).toBe(401);
      await step.getByLabel('Authentication code').fill(totp(key, confirmedAt + 30_000));
      await step.getByRole('button', { name: 'Verify' }).click();
      await expect(other).toHaveURL(/\/dashboard$/);
      await expect(other.getByRole('form', { name: 'Share your progress' })).toBeVisible({ timeout: 20_000 });
    } finally {
      await otherDevice.close();
    }
  });
});
