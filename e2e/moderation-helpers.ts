import type { APIRequestContext, Page } from '@playwright/test';
import { type Member, pageFor } from './chat-helpers';
import { test as base, expect, registerMember } from './fixtures';

export type { Member };

interface ModerationFixtures {
  /** The test's own page with the admin signed in (asking for `admin` is what signs them in). */
  adminPage: Page;
  /** Opens a member's signed-in page as pageFor does, for this project; closed after the test. */
  pageOf: (member: Member) => Promise<Page>;
}

/** The journeys where an admin acts on what members do, each member in a page of their own. */
export const test = base.extend<ModerationFixtures>({
  adminPage: async ({ page, admin }, use) => {
    void admin;
    await use(page);
  },
  pageOf: async ({ browser, baseURL, isMobile }, use) => {
    const pages: Page[] = [];
    await use(async (member) => {
      const page = await pageFor(browser, member, baseURL!, isMobile);
      pages.push(page);
      return page;
    });
    // Here rather than at the end of each test, so that a failed test closes them too.
    await Promise.all(pages.map((page) => page.context().close()));
  },
});

/** A member registered through the API, with a name that shows who they are in this test. */
export async function newMember(baseURL: string, firstName: string): Promise<Member & { name: string }> {
  const lastName = `T${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const member = await registerMember(baseURL, { firstName, lastName });
  return { ...member, name: `${firstName} ${lastName}` };
}

/**
 * Two members follow each other: friends see each other's posts whatever their profile
 * visibility (the default is friends only, D5).
 */
export async function befriend(
  a: { api: APIRequestContext; userId: number },
  b: { api: APIRequestContext; userId: number },
) {
  await followVia(a.api, b.userId);
  await followVia(b.api, a.userId);
}

/** The member publishes a public post through the API. */
export async function publishVia(api: APIRequestContext, content: string): Promise<number> {
  const res = await api.post('/api/posts', { data: { content, audience: 'public' } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

export async function followVia(api: APIRequestContext, userId: number) {
  const res = await api.post(`/api/follows/${userId}`);
  expect([200, 201], await res.text()).toContain(res.status());
}

export const feed = (page: Page) => page.getByRole('list', { name: 'Feed' });
export const postIn = (page: Page, text: string) => feed(page).getByRole('article').filter({ hasText: text });

/** The dashboard with its feed loaded. */
export async function openFeed(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Feed' })).toBeAttached({ timeout: 20_000 });
}

/** Reports a post from its menu with the reason given. */
export async function reportPost(page: Page, text: string, reason: string) {
  await postIn(page, text).getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  await submitReport(page, 'Report post', reason, 'Selling pills in a fitness feed');
}

/** Sends the open report form (named `Report post`, `Report club`, ...) with a reason and, if given, details. */
export async function submitReport(page: Page, formName: string, reason: string, details?: string) {
  const form = page.getByRole('form', { name: formName });
  await form.getByRole('radio', { name: reason }).check();
  if (details !== undefined) await form.getByLabel('Details (optional)').fill(details);
  await form.getByRole('button', { name: 'Submit report' }).click();
}

/** The admin dashboard, loaded, on the tab named. */
export async function openAdminTab(page: Page, tab: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('tab', { name: tab }).click();
}
