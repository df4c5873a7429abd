import type { Page } from '@playwright/test';
import { GYM_TEXTS } from '../common/gyms-texts';
import { LIMITS } from '../common/limits';
import { PEOPLE_TEXTS } from '../common/people-texts';
import { SEARCH_SECTION_TEXTS as T } from '../common/schemas/challenge-search';
import { expect, test, toast } from './fixtures';

// A search longer than the search accepts (LIMITS.searchTextMax): the boxes take no more, and a
// longer ?q= in the address is cut to it, once, with a note, instead of five refused requests and
// their error messages. A long word wraps: the page never scrolls sideways on a phone.

const MAX = LIMITS.searchTextMax;

/** Every answer of the API with a 4xx or 5xx status, as "status path". */
function failedApiCalls(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400)
      failed.push(`${response.status()} ${url.pathname}`);
  });
  return failed;
}

/** The widest the page scrolls, in CSS px. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Each section has answered for `q`: none found anything, and none refused the text. */
async function expectSectionsSettled(page: Page, q: string) {
  await expect(page.getByText(`${PEOPLE_TEXTS.noUsersFound} "${q}"`)).toBeVisible();
  await expect(page.getByText(GYM_TEXTS.noResults(q))).toBeVisible();
  await expect(page.getByText(`No workouts found matching "${q}"`)).toBeVisible();
  // Clubs and challenges accept as much as the others (they once refused past 80 characters).
  await expect(page.getByRole('region', { name: 'Clubs' }).getByText(T.noClubs)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Challenges' }).getByText(T.noChallenges)).toBeVisible();
}

test.describe('search text longer than the limit', () => {
  test('a longer ?q= in the address is cut to the limit, with one note and no failed request', async ({
    page,
    member,
  }) => {
    void member;
    await page.setViewportSize({ width: 390, height: 844 });
    const failed = failedApiCalls(page);
    const cut = 'b'.repeat(MAX);
    await page.goto(`/search?q=${'b'.repeat(MAX + 50)}`);

    await expect(page).toHaveURL(new RegExp(`/search\\?q=${cut}$`));
    await expect(page.getByRole('status').filter({ hasText: PEOPLE_TEXTS.searchShortened(MAX) })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search people, gyms and workouts' })).toHaveValue(cut);
    await expectSectionsSettled(page, cut);

    await expect(page.getByText('Failed to load this list. Please try again.')).toHaveCount(0);
    await expect(page.getByText('Failed to load gyms.')).toHaveCount(0);
    // The toaster keeps an empty live region; no toast has any text.
    await expect(toast(page).filter({ hasText: /\S/ })).toHaveCount(0);
    expect(failed).toEqual([]);
    // The 100-letter word wraps on a 390 px screen.
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });

  test("the search page's box takes at most the limit; typing on changes nothing", async ({ page, member }) => {
    void member;
    const failed = failedApiCalls(page);
    await page.goto('/search');
    const box = page.getByRole('searchbox', { name: 'Search people, gyms and workouts' });
    await expect(box).toHaveAttribute('maxlength', String(MAX));
    await box.pressSequentially('c'.repeat(MAX + 10));
    await expect(box).toHaveValue('c'.repeat(MAX));
    await expect(page).toHaveURL(new RegExp(`/search\\?q=c{${MAX}}$`));
    await expectSectionsSettled(page, 'c'.repeat(MAX));
    // Typed within the limit, nothing was cut: no note.
    await expect(page.getByText(PEOPLE_TEXTS.searchShortened(MAX))).toHaveCount(0);
    expect(failed).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test("the header's search box takes at most the limit too", async ({ page, member, isMobile }) => {
    void member;
    await page.goto('/dashboard');
    let box = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
    if (isMobile) {
      await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
      box = page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox');
    }
    // The browser holds typing to maxlength (the search page's own box shows it, above).
    await expect(box).toHaveAttribute('maxlength', String(MAX));
  });
});
