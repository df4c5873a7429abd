import type { Browser, Page } from '@playwright/test';
import { expect, type registerMember } from './fixtures';

// What the chat specs share: members who follow each other, each in a browser of their own.

export type Member = Awaited<ReturnType<typeof registerMember>>;

/** A follows B through the people API (D4: POST /api/follows/{id}). */
export async function follow(a: Member, b: Member) {
  const res = await a.api.post(`/api/follows/${b.account.user.id}`);
  expect(res.status(), await res.text()).toBe(201);
}

/** A signed-in page for the member in its own browser context (its own cookies, its own socket). */
export async function pageFor(browser: Browser, member: Member, baseURL: string, isMobile: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    ...(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  await context.addCookies((await member.api.storageState()).cookies);
  return context.newPage();
}
