import { readFileSync } from 'node:fs';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  request,
} from '@playwright/test';
import type { User } from '../common/schemas/user';
import type { AdminCredentials } from './global-setup';
import { linkIn, waitForMail } from './mail';

export { expect };

export interface Account {
  username: string;
  password: string;
  email: string;
  user: User;
}

let counter = 0;
/** A username no other test uses: letters, digits and underscores, at most 30 characters. */
export function uniqueUsername(prefix = 'm'): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${process.pid.toString(36)}${counter}`.slice(0, 30);
}

async function apiContext(baseURL: string): Promise<APIRequestContext> {
  // Same-origin writes only (D1): the API client presents itself as the app.
  return request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
}

/**
 * Confirms the member's address with the link the app emailed (an .eml file in DATA_DIR/mail), as
 * a member would: confirmed members post publicly (issue 18).
 */
export async function confirmEmail(api: APIRequestContext, email: string) {
  const mail = await waitForMail(email, 'Confirm your FitCircle email address');
  const token = linkIn(mail, '/verify-email').searchParams.get('token');
  const response = await api.post('/api/auth/verify-email', { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Registers a member through the API, confirms their address (unless `confirm: false`), and
 * returns them with the API context holding their session.
 */
export async function registerMember(
  baseURL: string,
  overrides: Partial<{ firstName: string; lastName: string }> = {},
  { confirm = true } = {},
) {
  const api = await apiContext(baseURL);
  const username = uniqueUsername();
  const password = 'member-pass-123';
  const email = `${username}@e2e.test`;
  const response = await api.post('/api/auth/register', {
    data: { username, email, password, confirmPassword: password, firstName: 'Mia', lastName: 'Member', ...overrides },
  });
  expect(response.status(), await response.text()).toBe(201);
  let user = (await response.json()) as User;
  if (confirm) {
    await confirmEmail(api, email);
    user = { ...user, emailVerified: true };
  }
  return { api, account: { username, password, email, user } satisfies Account };
}

/** Puts the API context's session cookie into the browser, as if the member had signed in there. */
export async function shareSession(api: APIRequestContext, context: BrowserContext) {
  const { cookies } = await api.storageState();
  await context.addCookies(cookies);
}

/** Signs in through the landing page's Login tab and waits for the dashboard. */
export async function signInThroughUI(page: Page, account: Pick<Account, 'username' | 'password'>) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username').fill(account.username);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Waits until the app has taken over a page the server drew (issue 21: a member's dashboard
 * arrives drawn, inert until the app has run). Pointer and typing actions wait by themselves
 * (Playwright waits for an element to be non-inert); a file chosen with setInputFiles does not,
 * and a file set on the drawing would be dropped with it.
 */
export async function appTookOver(page: Page) {
  await expect(page.locator('[data-first-screen]')).toHaveCount(0, { timeout: 20_000 });
}

/** The one toast on screen (spec: at most one at a time). */
export function toast(page: Page) {
  return page.getByRole('region', { name: 'Notifications' }).getByRole('status');
}

export interface ConsoleErrors {
  /** Allows console errors matching the pattern in this test (e.g. the 409 of a taken username). */
  allow: (pattern: RegExp) => void;
  readonly allowed: readonly RegExp[];
}

interface Fixtures {
  consoleErrors: ConsoleErrors;
  /** Fails the test on any console error or uncaught exception in the page not allowed above. */
  consoleGuard: undefined;
  /** A fresh member, signed in in this browser context through a session cookie. */
  member: Account;
  /** The admin created by the global setup, signed in in this browser context. */
  admin: Account;
}

const MAP_TILES = 'https://tile.openstreetmap.org/**';
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// The browser logs a failed request as a console error. A 401 from the session check is
// expected whenever a visitor opens the app.
const ALWAYS_ALLOWED = [/status of 401 \(Unauthorized\)/];

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  consoleErrors: async ({}, use) => {
    const allowed: RegExp[] = [...ALWAYS_ALLOWED];
    await use({ allow: (pattern) => allowed.push(pattern), allowed });
  },

  consoleGuard: [
    async ({ page, consoleErrors }, use) => {
      // Tests run offline: map tiles get a blank tile, so pages with a map log no failed request.
      // A test that needs unreachable tiles registers its own route, which takes precedence.
      await page.route(MAP_TILES, (route) => route.fulfill({ contentType: 'image/png', body: BLANK_TILE }));
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(undefined);
      const unexpected = errors.filter((text) => !consoleErrors.allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],

  member: async ({ context, baseURL }, use) => {
    const { api, account } = await registerMember(baseURL!);
    await shareSession(api, context);
    await use(account);
    await api.dispose();
  },

  admin: async ({ context, baseURL }, use) => {
    const credentials = JSON.parse(readFileSync(process.env.E2E_ADMIN_FILE!, 'utf8')) as AdminCredentials;
    const api = await apiContext(baseURL!);
    const response = await api.post('/api/auth/login', { data: credentials });
    expect(response.status(), await response.text()).toBe(200);
    const user = (await response.json()) as User;
    await shareSession(api, context);
    await use({ ...credentials, email: user.email ?? '', user });
    await api.dispose();
  },
});
