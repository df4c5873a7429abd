import type { Page } from '@playwright/test';
import { appTookOver, expect, toast } from './fixtures';

// The dashboard's composer and feed, as the posting journeys use them (posts.spec.ts,
// media-bucket.spec.ts).

export const composer = (page: Page) => page.getByRole('form', { name: 'Share your progress' });
export const feed = (page: Page) => page.getByRole('list', { name: 'Feed' });
export const postBy = (page: Page, text: string) => feed(page).getByRole('article').filter({ hasText: text });

/**
 * The dashboard (of the suite's server, or at `url` on another instance), once its composer is on
 * screen (the page's code is loaded on first visit).
 */
export async function openDashboard(page: Page, url = '/dashboard') {
  await page.goto(url);
  await expect(composer(page)).toBeVisible({ timeout: 20_000 });
  await appTookOver(page);
}

/** Posts `text` with whatever the composer holds; the post then shows in the feed. */
export async function publish(page: Page, text: string) {
  await composer(page).getByLabel('Post text').fill(text);
  await composer(page).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(page)).toContainText('Post created');
  await expect(postBy(page, text)).toBeVisible();
}
