import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, registerMember } from './fixtures';

export type Member = Awaited<ReturnType<typeof registerMember>>;

/** A member registered through the API, with a name that shows who they are in this test. */
export async function newMember(baseURL: string, firstName: string): Promise<Member & { name: string }> {
  const lastName = `T${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const member = await registerMember(baseURL, { firstName, lastName });
  return { ...member, name: `${firstName} ${lastName}` };
}

/** A signed-in page for the member in a browser context of its own (phone-sized on the phone project). */
export async function pageFor(browser: Browser, member: Member, baseURL: string, isMobile: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    ...(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  await context.addCookies((await member.api.storageState()).cookies);
  return context.newPage();
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
  const form = page.getByRole('form', { name: 'Report post' });
  await form.getByRole('radio', { name: reason }).check();
  await form.getByLabel('Details (optional)').fill('Selling pills in a fitness feed');
  await form.getByRole('button', { name: 'Submit report' }).click();
}
