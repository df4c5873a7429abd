import { readFileSync } from 'node:fs';
import { MESSAGES } from '../common/texts';
import { expect, registerMember, signInThroughUI, test, toast, uniqueUsername } from './fixtures';
import type { AdminCredentials } from './global-setup';
import { signedInApi } from './people-helpers';

const STORED_USER_KEY = 'fitcircle.user';

test.describe('sign up', () => {
  test('a visitor signs up from Get Started and lands on the dashboard inside the app shell', async ({
    page,
    isMobile,
  }) => {
    const username = uniqueUsername('new');
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('form', { name: 'Sign Up' });
    await expect(form.getByLabel('First name (optional)')).toBeFocused();

    await form.getByLabel('First name (optional)').fill('Sam');
    await form.getByLabel('Last name (optional)').fill('Sprinter');
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Email').fill(`${username}@e2e.test`);
    await form.getByLabel('Password', { exact: true }).fill('secret-123');
    await form.getByLabel('Confirm password').fill('secret-123');
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page)).toContainText('Account created!');
    await expect(toast(page)).toContainText('Registration successful!');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(`@${username}`)).toBeVisible();
    await expect(page.getByText('Sam Sprinter')).toBeVisible();
    const nav = isMobile ? 'Bottom navigation' : 'Main';
    await expect(page.getByRole('navigation', { name: nav })).toBeVisible();

    const stored = await page.evaluate((key) => localStorage.getItem(key), STORED_USER_KEY);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ username, isAdmin: false });
  });

  test('the sign-up form shows the shared validation messages under each field', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.getByRole('button', { name: 'Create Account' }).click();

    const username = form.getByLabel('Username');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('Username must be at least 3 characters');
    await expect(username).toBeFocused();
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(form.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );

    await username.fill('valid_name');
    await form.getByLabel('Email').fill('valid@e2e.test');
    await form.getByLabel('Password', { exact: true }).fill('secret-123');
    await form.getByLabel('Confirm password').fill('secret-321');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByLabel('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    await expect(username).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register$/);
  });

  test("the server's answer for a taken username shows under the username field", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 409 \(Conflict\)/);
    const { api, account } = await registerMember(baseURL!);
    await api.dispose();

    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.getByLabel('Username').fill(account.username);
    await form.getByLabel('Email').fill(`other_${account.email}`);
    await form.getByLabel('Password', { exact: true }).fill('secret-123');
    await form.getByLabel('Confirm password').fill('secret-123');
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(toast(page)).toContainText('Registration failed');
    await expect(form.getByLabel('Username')).toHaveAccessibleDescription('That username is already taken');
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('sign in and out', () => {
  test('a member signs in through the Login tab', async ({ page, baseURL }) => {
    const { api, account } = await registerMember(baseURL!);
    await api.dispose();
    await signInThroughUI(page, account);
    await expect(toast(page)).toContainText('Login successful!');
    await expect(toast(page)).toContainText('Welcome back!');
    await expect(page.getByText(`@${account.username}`)).toBeVisible();
  });

  test("a wrong password shows 'Login failed' and stays on the page", async ({ page, baseURL }) => {
    const { api, account } = await registerMember(baseURL!);
    await api.dispose();
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Username').fill(account.username);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Login' }).click();

    await expect(toast(page)).toContainText('Login failed');
    await expect(toast(page)).toContainText('Invalid username or password');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORED_USER_KEY)).toBeNull();
  });

  test('signing out from the avatar menu clears the session and goes to /', async ({ page, member }) => {
    await page.goto('/dashboard');
    await expect(page.getByText(`@${member.username}`)).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page)).toContainText('Logged out');
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORED_USER_KEY)).toBeNull();

    // The server ended the session too: the dashboard is out of reach.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('guards', () => {
  test('a visitor opening a guarded page is sent to the landing page', async ({ page }) => {
    for (const path of ['/dashboard', '/settings', '/chat', '/admin']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
      await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    }
  });

  test('a stale stored user without a session is corrected by the server check', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(key, JSON.stringify({ id: 999999, username: 'ghost', name: 'Ghost', isAdmin: true }));
      }
    }, STORED_USER_KEY);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORED_USER_KEY)).toBeNull();
  });

  test('a signed-in member opening the landing page goes to the dashboard', async ({ page, member }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`@${member.username}`)).toBeVisible();
  });

  test("a member opening /admin gets 'Access Denied' and is sent away", async ({ page, member }) => {
    void member;
    await page.goto('/admin');
    await expect(toast(page)).toContainText('Access Denied');
    await expect(toast(page)).toContainText('You do not have permission to access the admin area.');
    // The guard sends them to /, which takes a signed-in member on to the dashboard.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('the admin sees the admin dashboard', async ({ page, admin }) => {
    void admin;
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('suspension', () => {
  test('a member suspended while their page is open lands on the sign-in page, told why', async ({
    page,
    member,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 403 \(Forbidden\)/); // signing in again is refused
    // The page's socket is greeted once the server holds it: the suspension will close it.
    const greeted = page
      .waitForEvent('websocket')
      .then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"type":"unread"')));
    await page.goto('/dashboard');
    await expect(page.getByText(`@${member.username}`)).toBeVisible();
    await greeted;

    const credentials = JSON.parse(readFileSync(process.env.E2E_ADMIN_FILE!, 'utf8')) as AdminCredentials;
    const admin = await signedInApi(baseURL!, credentials);
    const suspended = await admin.post(`/api/admin/users/${member.user.id}/suspend`, { data: { reason: 'Spam' } });
    expect(suspended.status(), await suspended.text()).toBe(200);
    await admin.dispose();

    // Nothing is clicked: the open page is signed out and says why, in the words sign-in uses.
    await expect(page).toHaveURL(/\/(login)?$/);
    const notice = page.getByRole('alert').filter({ hasText: 'You have been signed out' });
    await expect(notice).toContainText(MESSAGES.accountSuspended);
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORED_USER_KEY)).toBeNull();

    // Opened again later, the page still says it; signing in again answers the same words.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(notice).toContainText(MESSAGES.accountSuspended);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Username').fill(member.username);
    await form.getByLabel('Password').fill(member.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page)).toContainText(MESSAGES.accountSuspended);
    await expect(page).not.toHaveURL(/\/dashboard$/);
  });

  test('a member who signs out is told nothing: no reason, no notice', async ({ page, member }) => {
    await page.goto('/dashboard');
    await expect(page.getByText(`@${member.username}`)).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'You have been signed out' })).toHaveCount(0);
  });
});
