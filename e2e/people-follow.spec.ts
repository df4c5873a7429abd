import { expect, test, toast } from './fixtures';
import { followVia, friendOfFriend, namedMember } from './people-helpers';

test.describe('following', () => {
  test('a member follows a friend of a friend from the Suggestions tab, and the Following tab counts them', async ({
    page,
    member,
    baseURL,
  }) => {
    const { friend, suggested, me, dispose } = await friendOfFriend(baseURL!, member, ['Fran', 'Sunny']);

    await page.goto('/friends');
    await expect(page.getByRole('heading', { level: 1, name: 'Find People to Follow' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Suggestions' })).toHaveAttribute('aria-selected', 'true');
    const followingTab = page.getByRole('tab', { name: /^Following/ });
    await expect(followingTab).toHaveText('Following1');

    const list = page.getByRole('list', { name: 'Suggested People' });
    const card = list.getByRole('listitem').filter({ hasText: suggested.name });
    await expect(card).toContainText('1 mutual connection');
    await expect(list.getByRole('listitem').first()).toContainText(suggested.name);
    await card.getByRole('button', { name: `Follow ${suggested.name}` }).click();

    await expect(toast(page)).toContainText('Following');
    await expect(toast(page)).toContainText(`You are now following ${suggested.name}`);
    await expect(card.getByRole('button', { name: `Following ${suggested.name}` })).toBeVisible();
    await expect(followingTab).toHaveText('Following2');

    await followingTab.click();
    const following = page.getByRole('list', { name: 'People You Follow' });
    await expect(following.getByRole('listitem')).toHaveCount(2);
    await expect(following.getByRole('listitem').first()).toContainText(suggested.name);

    // The search box filters the list shown, on the client.
    await page.getByRole('searchbox', { name: 'Search people' }).fill('fran');
    await expect(following.getByRole('listitem')).toHaveCount(1);
    await expect(following.getByRole('listitem')).toContainText(friend.name);
    await page.getByRole('searchbox', { name: 'Search people' }).fill('nobody-like-this');
    await expect(
      page.getByRole('tabpanel', { name: /^Following/ }).getByText('Nobody here matches your search.'),
    ).toBeVisible();

    const counts = await (await me.get(`/api/follows/counts/${member.user.id}`)).json();
    expect(counts).toMatchObject({ following: 2 });
    await dispose();
  });

  test('Follow Back on the Followers tab turns into a Following badge', async ({ page, member, baseURL }) => {
    const fan = await namedMember(baseURL!, 'Felix');
    await followVia(fan.api, member.user.id);

    await page.goto('/friends');
    await page.getByRole('tab', { name: /^Followers/ }).click();
    const followers = page.getByRole('list', { name: 'Your Followers' });
    const row = followers.getByRole('listitem').filter({ hasText: fan.name });
    await row.getByRole('button', { name: `Follow Back ${fan.name}` }).click();
    await expect(toast(page)).toContainText(`You are now following ${fan.name}`);
    await expect(row.getByText('Following', { exact: true })).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /^Following/ })).toHaveText('Following1');

    // They are friends now: the fan's profile shows Unfollow, which unfollows.
    await row.getByRole('link', { name: fan.name }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${fan.account.username}$`));
    await expect(page.getByRole('heading', { level: 1, name: fan.name })).toBeVisible();
    await page.getByRole('button', { name: `Unfollow ${fan.name}` }).click();
    await expect(toast(page)).toContainText(`You have unfollowed ${fan.name}`);
    await expect(page.getByRole('button', { name: `Follow ${fan.name}` })).toBeVisible();
    await fan.api.dispose();
  });

  test('an empty member sees the empty texts of both lists', async ({ page, member }) => {
    void member;
    await page.goto('/friends');
    await page.getByRole('tab', { name: /^Following/ }).click();
    await expect(page.getByText("You're not following anyone yet.")).toBeVisible();
    await page.getByRole('tab', { name: /^Followers/ }).click();
    await expect(page.getByText("You don't have any followers yet.")).toBeVisible();
  });

  test('dashboard Friend Suggestions: Follow, then the button stays disabled @desktop', async ({
    page,
    member,
    baseURL,
  }) => {
    const { suggested, dispose } = await friendOfFriend(baseURL!, member, ['Dana', 'Dash']);

    await page.goto('/dashboard');
    const card = page.getByRole('list', { name: 'Friend suggestions' });
    await expect(card.getByRole('listitem')).toHaveCount(3);
    await card.getByRole('button', { name: `Follow ${suggested.name}` }).click();
    await expect(toast(page)).toContainText(`You are now following ${suggested.name}`);
    await expect(card.getByRole('button', { name: `Following ${suggested.name}` })).toBeDisabled();
    await dispose();
  });
});
