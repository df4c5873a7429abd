import { expect, test, toast } from './fixtures';
import { namedMember } from './people-helpers';

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
