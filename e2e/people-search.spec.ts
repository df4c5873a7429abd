import type { Locator, Page } from '@playwright/test';
import { expect, test, toast } from './fixtures';
import { followVia, namedMember } from './people-helpers';

test.describe('searching people', () => {
  test('the header search box leads to people results; following from there works', async ({
    page,
    member,
    baseURL,
    isMobile,
  }) => {
    void member;
    const target = await namedMember(baseURL!, 'Quentin');
    const lastName = target.name.split(' ')[1];
    await page.goto('/dashboard');
    if (isMobile) {
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox').fill(lastName.toLowerCase());
      await page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox').press('Enter');
    } else {
      const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
      await search.fill(lastName.toLowerCase());
      await search.press('Enter');
    }
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${lastName.toLowerCase()}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible();
    const results = page.getByRole('list', { name: `People matching ${lastName.toLowerCase()}` });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results).toContainText(target.name);
    await expect(results).toContainText(`@${target.account.username}`);

    await results.getByRole('button', { name: `Follow ${target.name}` }).click();
    await expect(toast(page)).toContainText(`You are now following ${target.name}`);
    await expect(results.getByRole('button', { name: `Following ${target.name}` })).toBeVisible();
    await target.api.dispose();
  });

  test('Search Users debounces typing, keeps the text in the address, and says when nobody matches', async ({
    page,
    member,
    baseURL,
  }) => {
    void member;
    const target = await namedMember(baseURL!, 'Rowena');
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/search/users')) requests.push(new URL(r.url()).searchParams.get('q') ?? '');
    });
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 2, name: 'Suggested People' })).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Search people, gyms and workouts' });
    await box.pressSequentially(target.account.username);
    const results = page.getByRole('list', { name: `People matching ${target.account.username}` });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`q=${target.account.username}$`));
    // The debounce: a call or two for the whole word, not one per keystroke.
    expect(requests.length).toBeLessThan(3);
    expect(requests.at(-1)).toBe(target.account.username);

    await box.fill('zz-no-such-member-zz');
    await expect(page.getByText('No users found matching "zz-no-such-member-zz"')).toBeVisible();
    await box.fill('');
    await expect(page.getByRole('heading', { level: 2, name: 'Suggested People' })).toBeVisible();
    await target.api.dispose();
  });

  test('Find People (/follows) searches by name and shows suggestions when empty', async ({
    page,
    member,
    baseURL,
  }) => {
    void member;
    const target = await namedMember(baseURL!, 'Ottilie');
    await page.goto('/follows');
    await expect(page.getByRole('heading', { level: 1, name: 'Find People' })).toBeVisible();
    const box = page.getByPlaceholder('Search by name or username...');
    await expect(page.getByRole('heading', { name: 'Suggested People' })).toBeVisible();
    await box.fill(target.name.toUpperCase());
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: target.name });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: target.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
    await target.api.dispose();
  });
});

test.describe('the header search on /search (issue 16)', () => {
  /** The header's box: in the banner on a desktop, in the search overlay on a phone. */
  async function headerBox(page: Page, isMobile: boolean) {
    if (!isMobile) return page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    return page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox');
  }

  test('typing in the header box on /search updates the results and the address; Back and Forward return to earlier searches', async ({
    page,
    member,
    baseURL,
    isMobile,
  }) => {
    void member;
    const first = await namedMember(baseURL!, 'Hedda');
    const second = await namedMember(baseURL!, 'Ignatius');
    const pageBox = page.getByRole('searchbox', { name: 'Search people, gyms and workouts' });
    const results = (text: string) => page.getByRole('list', { name: `People matching ${text}` });

    await page.goto('/search');
    let box = await headerBox(page, isMobile);
    await box.pressSequentially(first.account.username);
    // No Enter: the results and the address follow the typing, and the page's box shows it too.
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${first.account.username}$`));
    // On a phone the overlay hides the page from assistive technology: close it (no Enter) first.
    if (isMobile) await page.keyboard.press('Escape');
    await expect(results(first.account.username)).toContainText(first.name);
    await expect(pageBox).toHaveValue(first.account.username);

    // A different search replaces the text: a new history entry.
    box = await headerBox(page, isMobile);
    await box.fill(second.account.username);
    await expect(page).toHaveURL(new RegExp(`q=${second.account.username}$`));
    if (isMobile) await page.keyboard.press('Escape');
    await expect(results(second.account.username)).toContainText(second.name);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`q=${first.account.username}$`));
    await expect(results(first.account.username)).toContainText(first.name);
    await expect(pageBox).toHaveValue(first.account.username);
    if (!isMobile) await expect(await headerBox(page, false)).toHaveValue(first.account.username);

    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`q=${second.account.username}$`));
    await expect(pageBox).toHaveValue(second.account.username);

    // Typing in the page's box moves the header's box too.
    await pageBox.fill(first.account.username);
    await expect(results(first.account.username)).toContainText(first.name);
    if (!isMobile) await expect(await headerBox(page, false)).toHaveValue(first.account.username);

    // Leaving /search empties the header box; it is a search, not a filter of other pages.
    await page.goto('/dashboard');
    if (!isMobile) await expect(await headerBox(page, false)).toHaveValue('');
    await Promise.all([first.api.dispose(), second.api.dispose()]);
  });

  test('typing in the header box while the search page still loads keeps every letter there @desktop', async ({
    page,
    member,
  }) => {
    void member;
    // Hold the page's code back, so it arrives while the member is typing in the header's box.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/search-page-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/search');
    const box = await headerBox(page, false);
    await box.pressSequentially('run');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    // The page's own box focuses itself only when nobody is typing elsewhere.
    await expect(box).toBeFocused();
    await box.pressSequentially('ners');
    await expect(box).toHaveValue('runners');
    await expect(page).toHaveURL(/\/search\?q=runners$/);
    await expect(page.getByRole('searchbox', { name: 'Search people, gyms and workouts' })).toHaveValue('runners');
  });

  test('every place to find people lists a member the same way, and the profile counts open the follow lists', async ({
    page,
    member,
    baseURL,
  }) => {
    const fan = await namedMember(baseURL!, 'Juniper');
    await followVia(fan.api, member.user.id);
    const row = (list: Locator) => list.getByRole('listitem').filter({ hasText: fan.name });
    const expectSameRow = async (list: Locator, followLabel: string) => {
      await expect(row(list)).toHaveCount(1);
      await expect(row(list).getByRole('link', { name: fan.name })).toHaveAttribute(
        'href',
        `/profile/${fan.account.username}`,
      );
      await expect(row(list)).toContainText(`@${fan.account.username}`);
      await expect(row(list).getByRole('button', { name: `${followLabel} ${fan.name}` })).toBeVisible();
    };

    await page.goto(`/search?q=${fan.account.username}`);
    await expectSameRow(page.getByRole('list', { name: `People matching ${fan.account.username}` }), 'Follow');

    await page.goto('/follows');
    await page.getByPlaceholder('Search by name or username...').fill(fan.account.username);
    await expectSameRow(page.getByRole('list', { name: `People matching ${fan.account.username}` }), 'Follow');

    await page.goto('/explore?tab=people');
    await page.getByRole('tabpanel', { name: 'People' }).getByRole('searchbox').fill(fan.account.username);
    await expectSameRow(page.getByRole('list', { name: `People matching ${fan.account.username}` }), 'Follow');

    // The dashboard's follower count opens the Followers tab of Find People to Follow.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: '1 follower', exact: true }).click();
    await expect(page).toHaveURL(/\/friends\?tab=followers$/);
    await expect(page.getByRole('tab', { name: /^Followers/ })).toHaveAttribute('aria-selected', 'true');
    await expectSameRow(page.getByRole('list', { name: 'Your Followers' }), 'Follow Back');
    await fan.api.dispose();
  });
});
