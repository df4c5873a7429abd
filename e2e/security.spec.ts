import { readFileSync } from 'node:fs';
import { type Page, request } from '@playwright/test';
import pg from 'pg';
import { SECURITY_MESSAGES } from '../common/security-texts';
import { runningEmbedded } from '../server/src/db/embedded-attach';
import { base32Decode, totp } from '../server/src/modules/two-factor/totp';
import { type Account, expect, signInThroughUI, test, toast } from './fixtures';
import { layoutProblems } from './layout-checks';
import { waitForMail } from './mail';

// Sign-in security (issue 35): two-step sign-in with an authenticator app, passkeys with
// Chromium's virtual authenticator, and signing out another device. Passkeys need a host name
// (browsers refuse WebAuthn on an IP address), so this file uses the app at localhost, which is
// PUBLIC_URL for the browser tests' server (playwright.config.ts).
const localhost = `http://localhost:${process.env.E2E_PORT}`;
test.use({ baseURL: localhost });

async function openSecurity(page: Page) {
  await page.goto('/settings?tab=security');
  await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Makes the member's sign-in 11 minutes old, as time would: straight in the database of the app
 * under test (its embedded PostgreSQL, found through its data folder).
 */
async function ageSignIn(userId: number) {
  const running = runningEmbedded(process.env.E2E_DATA_DIR!);
  if (!running) throw new Error('the app under test has no running database');
  const client = new pg.Client({ connectionString: running.url });
  await client.connect();
  try {
    await client.query(`update sessions set authenticated_at = now() - interval '11 minutes' where user_id = $1`, [
      userId,
    ]);
  } finally {
    await client.end();
  }
}

async function fillLogin(page: Page, account: Pick<Account, 'username' | 'password'>) {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username').fill(account.username);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Login' }).click();
}

test('a member turns on two-step sign-in, then signs in with a code and lands on the page they asked for', async ({
  page,
  member,
}) => {
  await openSecurity(page);
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = base32Decode(((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, ''));

  const confirmedAt = Date.now();
  const confirm = page.getByRole('form', { name: 'Confirm two-step sign-in' });
  await confirm.getByLabel('Code from the app').fill(totp(key, confirmedAt));
  await confirm.getByRole('button', { name: 'Confirm and turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();

  // Signed out, the member opens Settings: they sign in there, password then code.
  await logOut(page);
  await page.goto('/settings?tab=security');
  await expect(page).toHaveURL(/\/$/);
  await fillLogin(page, member);
  const step = page.getByRole('form', { name: 'Two-step sign-in' });
  await expect(step).toBeVisible();
  // The next 30-second step: the set-up's own code is never accepted twice.
  await step.getByLabel('Authentication code').fill(totp(key, confirmedAt + 30_000));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=security$/);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();

  // Turning it off asks for the password and a code: here a recovery code (the phone is lost).
  await page.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  const off = page.getByRole('form', { name: 'Turn off two-step sign-in' });
  await off.getByLabel('Password').fill(member.password);
  await off.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await off.getByLabel('Recovery code').fill(recoveryCode);
  await off.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(toast(page)).toContainText('Two-step sign-in is off');
  await expect(page.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();
});

test('a member adds a passkey, signs out, and signs in with the passkey alone', async ({ page, member }) => {
  // Chromium's virtual authenticator: a platform passkey that verifies its user (DevTools protocol).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await openSecurity(page);
  const add = page.getByRole('form', { name: 'Add a passkey' });
  await add.getByLabel('Passkey name').fill('Test laptop');
  await add.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(toast(page)).toContainText('Passkey added');
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Test laptop');

  await logOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`@${member.username}`)).toBeVisible();

  // The Devices list says how this device signed in.
  await openSecurity(page);
  await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem').first()).toContainText(
    'with passkey',
  );
});

test('deleting the account 10 minutes after signing in asks for the password first, then goes on', async ({
  page,
  member,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 40[03] \((Forbidden|Bad Request)\)/);
  await ageSignIn(member.user.id);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('dialog', { name: 'Delete Account' }).getByRole('button', { name: 'Delete my account' }).click();

  // Refused by the server for want of a recent sign-in: the member confirms it is them.
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(confirm).toBeVisible();
  await confirm.getByLabel('Password').fill('not-the-password');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toContainText('That password is not right.');
  await confirm.getByLabel('Password').fill(member.password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  // The deletion goes on by itself.
  await expect(toast(page)).toContainText('Account deleted');
  await expect(page).toHaveURL(/\/$/);
  const api = await request.newContext({ baseURL: localhost, extraHTTPHeaders: { Origin: localhost } });
  const signIn = await api.post('/api/auth/login', { data: { username: member.username, password: member.password } });
  expect(signIn.status()).toBe(401);
  await api.dispose();
});

test('a member signs another device out; that device is signed out at its next request', async ({
  page,
  member,
  browser,
}) => {
  const other = await browser.newContext({ baseURL: localhost });
  try {
    const otherPage = await other.newPage();
    await signInThroughUI(otherPage, member);
    // A browser the member never signed in from: they are told by email.
    const notice = await waitForMail(member.email, 'New sign-in to your FitCircle account');
    expect(notice.text).toContain('from a device it had not used before');

    await openSecurity(page);
    const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect(devices).toHaveCount(2);
    await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
    await devices
      .filter({ hasNotText: 'This device' })
      .getByRole('button', { name: /^Sign out/ })
      .click();
    await expect(toast(page)).toContainText('Device signed out');
    await expect(devices).toHaveCount(1);

    await otherPage.goto('/settings');
    await expect(otherPage).toHaveURL(/\/$/);
    await expect(otherPage.getByRole('tab', { name: 'Login' })).toBeVisible();
    // This device stays signed in.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('"sign out of all other devices" ends every other session', async ({ page, member, baseURL }) => {
  const second = await registerMemberSession(baseURL!, member);
  await openSecurity(page);
  await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
  await expect(toast(page)).toContainText('Other devices signed out');
  expect((await second.get('/api/auth/user')).status()).toBe(401);
  await second.dispose();
});

test('an admin without two-step sign-in is asked to turn it on, then the dashboard opens and counts it', async ({
  page,
  member,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 403 \(Forbidden\)/);
  // The global admin makes this member an admin (the browser tests' server lets it in without
  // two-step sign-in: ADMIN_REQUIRES_TWO_FACTOR=false there).
  const admin = await request.newContext({ baseURL: localhost, extraHTTPHeaders: { Origin: localhost } });
  const credentials = JSON.parse(readFileSync(process.env.E2E_ADMIN_FILE!, 'utf8'));
  expect((await admin.post('/api/auth/login', { data: credentials })).status()).toBe(200);
  expect((await admin.post(`/api/admin/users/${member.user.id}/admin`)).status()).toBe(200);
  await admin.dispose();
  // The admin area's answer as a production server gives it (ADMIN_REQUIRES_TWO_FACTOR=true,
  // proven by server/src/modules/admin/two-step.test.ts): refused until two-step sign-in is on.
  await page.route('**/api/admin/stats', async (route) => {
    const overview = await (await page.request.get('/api/account/security')).json();
    if (overview.twoFactorEnabled) return route.continue();
    return route.fulfill({ status: 403, json: { message: SECURITY_MESSAGES.adminNeedsTwoStep } });
  });

  await page.goto('/admin');
  await expect(page.getByText('Turn on two-step sign-in to continue')).toBeVisible();
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = base32Decode(((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, ''));
  const confirm = page.getByRole('form', { name: 'Confirm two-step sign-in' });
  await confirm.getByLabel('Code from the app').fill(totp(key, Date.now()));
  await confirm.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();

  // The dashboard, whose stat cards count the members who use two-step sign-in (this one at least).
  const count = page
    .getByRole('term')
    .filter({ hasText: 'Two-step sign-in' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(count).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByRole('tab', { name: 'Users' })).toBeVisible();
  // The dashboard keeps its counts fresh: a refresh still in the handler as the test ends is let go.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** A second session of the member, made through the API as another device would. */
async function registerMemberSession(baseURL: string, member: Account) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const res = await api.post('/api/auth/login', { data: { username: member.username, password: member.password } });
  expect(res.status()).toBe(200);
  return api;
}

test('Settings → Security fits a phone: no sideways scroll, tabs on one line, 44 px targets @phone', async ({
  page,
  member,
}) => {
  void member;
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await openSecurity(page);
    await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(1);
    expect(await layoutProblems(page, width), `${width} px`).toEqual([]);
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    expect(await layoutProblems(page, width), `${width} px, set-up`).toEqual([]);
  }
});
