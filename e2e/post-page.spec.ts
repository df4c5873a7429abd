import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerMember, test, toast } from './fixtures';
import { layoutProblems } from './layout-checks';
import { namedMember, signedInApi } from './people-helpers';
import { feed, openDashboard, postBy } from './post-helpers';

// A post's own page, /posts/{id}: where the notifications about a post lead (a like, a comment)
// and where a post's time label links to, with its comments open.

async function post(api: APIRequestContext, content: string, audience: 'public' | 'friends'): Promise<number> {
  const res = await api.post('/api/posts', { data: { content, audience } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const notFound = (page: Page) => page.getByRole('heading', { level: 1, name: 'Post not found' });

test.describe("a post's own page", () => {
  test("a comment notification opens the post with the comment shown; a follow still opens the follower's profile", async ({
    page,
    member,
    baseURL,
  }) => {
    const me = await signedInApi(baseURL!, member);
    const text = `Hill repeats, 8 of them ${Date.now()}`;
    const postId = await post(me, text, 'public');
    const fan = await namedMember(baseURL!, 'Bea');
    expect((await fan.api.post(`/api/posts/${postId}/like`)).status()).toBeLessThan(300);
    const comment = `Those hills are brutal, well done ${Date.now()}`;
    expect((await fan.api.post(`/api/posts/${postId}/comments`, { data: { content: comment } })).status()).toBe(201);
    expect((await fan.api.post(`/api/follows/${member.user.id}`)).status()).toBe(201);

    await page.goto('/notifications');
    const list = page.getByRole('list', { name: 'Notifications' });
    await expect(list.getByRole('link', { name: `${fan.name} liked your post` })).toHaveAttribute(
      'href',
      `/posts/${postId}`,
    );
    await expect(list.getByRole('link', { name: `${fan.name} started following you` })).toHaveAttribute(
      'href',
      `/profile/${fan.account.username}`,
    );
    await list.getByRole('link', { name: `${fan.name} commented on your post` }).click();

    await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Post by ${member.user.name}` })).toBeVisible();
    await expect(page).toHaveTitle(`Post by ${member.user.name} · FitCircle`);
    const card = page.getByRole('article', { name: `Post by ${member.user.name}` });
    await expect(card).toContainText(text);
    await expect(card.getByRole('button', { name: 'Like, 1 like' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Comments, 1 comment' })).toHaveAttribute('aria-expanded', 'true');
    const comments = card.getByRole('region', { name: 'Comments' });
    await expect(comments.getByRole('listitem').filter({ hasText: comment })).toContainText(fan.name);

    // Answering from the page: the comment goes on top and the count follows.
    await comments.getByLabel('Add a comment').fill('Thanks, Bea!');
    await comments.getByLabel('Add a comment').press('Enter');
    await expect(comments.getByRole('listitem').first()).toContainText('Thanks, Bea!');
    await expect(card.getByRole('button', { name: 'Comments, 2 comments' })).toBeVisible();

    // A small phone: nothing scrolls sideways and every control is big enough to tap.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => layoutProblems(page, 360)).toEqual([]);
    await Promise.all([me.dispose(), fan.api.dispose()]);
  });

  test('a friends-only post is not found for a stranger, with a way back to the feed', async ({
    page,
    member: _,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404 \(Not Found\)/);
    const author = await registerMember(baseURL!, { firstName: 'Fran', lastName: 'Friendsonly' });
    const text = `Only for my friends ${Date.now()}`;
    const postId = await post(author.api, text, 'friends');

    const asked = page.waitForResponse((res) => res.url().endsWith(`/api/posts/${postId}`));
    await page.goto(`/posts/${postId}`);
    expect((await asked).status()).toBe(404);
    await expect(notFound(page)).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
    await expect(page).toHaveTitle('Post not found · FitCircle');
    await page.getByRole('link', { name: 'Back to your feed' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await author.api.dispose();
  });

  test('/posts/abc is not found at once, without asking the server', async ({ page, member: _ }) => {
    const asked: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/posts/')) asked.push(req.url());
    });
    await page.goto('/posts/abc');
    await expect(notFound(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to your feed' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test("a post's time label opens its page; deleting the post there goes back to the feed", async ({
    page,
    member,
    baseURL,
  }) => {
    const me = await signedInApi(baseURL!, member);
    const text = `Deadlift single at 140 ${Date.now()}`;
    const postId = await post(me, text, 'public');
    await openDashboard(page);
    // By keyboard: the time label is a link of its own after the author's name.
    const time = postBy(page, text).getByRole('link', { name: /, open the post$/ });
    await time.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Post by ${member.user.name}` })).toBeVisible();

    await page.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Delete post' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page)).toContainText('Post deleted');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(feed(page).getByText(text)).toHaveCount(0);
    await expect(notFound(page)).toHaveCount(0);
    await me.dispose();
  });
});
