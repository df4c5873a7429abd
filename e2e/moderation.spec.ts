import { expect, test, toast } from './fixtures';
import { befriend, feed, newMember, openFeed, postIn, publishVia } from './moderation-helpers';
import { signedInApi } from './people-helpers';

test.describe('reports and blocks', () => {
  test('a member reports a post from its menu: a reason is required, then the admins are told', async ({
    page,
    member,
    baseURL,
  }) => {
    const author = await newMember(baseURL!, 'Rita');
    const text = `Buy my miracle pills ${Date.now()}`;
    await publishVia(author.api, text);
    const me = await newMemberSession(baseURL!, member);
    await befriend({ api: me, userId: member.user.id }, { api: author.api, userId: author.account.user.id });

    await openFeed(page);
    await postIn(page, text).getByRole('button', { name: 'Post options' }).click();
    // Not theirs: Report, no Delete.
    await expect(page.getByRole('menuitem', { name: 'Delete post' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const form = page.getByRole('form', { name: 'Report post' });
    await form.getByRole('button', { name: 'Submit report' }).click();
    await expect(form.getByText('Please choose a reason')).toBeVisible();

    await form.getByRole('radio', { name: 'Spam' }).check();
    await form.getByRole('button', { name: 'Submit report' }).click();
    await expect(toast(page)).toContainText('Thanks for letting us know');
    await expect(form).toHaveCount(0);
    await Promise.all([author.api.dispose(), me.dispose()]);
  });

  test("blocking a member from their profile hides their posts from the blocker's feed; unblocking in Settings", async ({
    page,
    member,
    baseURL,
  }) => {
    // Eight pages and two accounts: on a loaded CI machine this journey ran past the 30 s default.
    test.slow();
    const other = await newMember(baseURL!, 'Bruno');
    const text = `Bruno's tempo run ${Date.now()}`;
    await publishVia(other.api, text);
    const me = await newMemberSession(baseURL!, member);
    await befriend({ api: me, userId: member.user.id }, { api: other.api, userId: other.account.user.id });
    await openFeed(page);
    await expect(postIn(page, text)).toBeVisible();

    await page.goto(`/profile/${other.account.username}`);
    await page.getByRole('button', { name: `More options for ${other.name}` }).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${other.name}?` });
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(toast(page)).toContainText(`You blocked ${other.name}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(feed(page).or(page.getByText('Your feed is warming up')).first()).toBeVisible();
    await expect(postIn(page, text)).toHaveCount(0);

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Privacy' }).click();
    const blocked = page.getByRole('list', { name: 'Blocked members' });
    await blocked.getByRole('button', { name: `Unblock ${other.name}` }).click();
    await page
      .getByRole('dialog', { name: `Unblock ${other.name}?` })
      .getByRole('button', { name: 'Unblock' })
      .click();
    await expect(toast(page)).toContainText(`You unblocked ${other.name}`);
    await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
    // The profile is back (the follow the block ended is not).
    await page.goto(`/profile/${other.account.username}`);
    await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
    await Promise.all([other.api.dispose(), me.dispose()]);
  });

  test('the author of a post deletes a comment on it from the comment menu', async ({ page, member, baseURL }) => {
    const me = await newMemberSession(baseURL!, member);
    const text = `Comment test ${Date.now()}`;
    const postId = await publishVia(me, text);
    const other = await newMember(baseURL!, 'Cara');
    await befriend({ api: me, userId: member.user.id }, { api: other.api, userId: other.account.user.id });
    const res = await other.api.post(`/api/posts/${postId}/comments`, { data: { content: 'Nice work, buy my pills' } });
    expect(res.status(), await res.text()).toBe(201);

    await openFeed(page);
    const post = postIn(page, text);
    await post.getByRole('button', { name: /^Comments,/ }).click();
    const comments = post.getByRole('region', { name: 'Comments' });
    await comments.getByRole('button', { name: `Comment options for ${other.name}'s comment` }).click();
    await expect(page.getByRole('menuitem', { name: 'Report' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Delete comment' }).click();
    await page.getByRole('dialog', { name: 'Delete comment' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Comment deleted');
    await expect(comments.getByText('Nice work, buy my pills')).toHaveCount(0);
    await Promise.all([other.api.dispose(), me.dispose()]);
  });
});

/** The `member` fixture shares its session with the browser only; acting through the API too needs a second session. */
const newMemberSession = (baseURL: string, member: { username: string; password: string }) =>
  signedInApi(baseURL, member);
