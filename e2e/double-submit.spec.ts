import type { Club } from '../common/schemas/clubs';
import type { Comment, Post } from '../common/schemas/posts';
import { expect, test, toast } from './fixtures';
import { composer, openDashboard, postBy } from './post-helpers';
import { watchPosts } from './request-watch';

// A double click on a form's button sends it once: the second click lands before the first one's
// re-render has disabled the button, so each form refuses a submit while one is in flight.

test.describe('a double click sends a form once @desktop', () => {
  test('double-clicking Post creates one post', async ({ page, member }) => {
    await openDashboard(page);
    const sent = watchPosts(page, /^\/api\/posts$/);
    const text = `Double tap ${Date.now()}`;
    await composer(page).getByLabel('Post text').fill(text);
    await composer(page).getByRole('button', { name: 'Post', exact: true }).dblclick();
    await expect(toast(page)).toContainText('Post created');
    await sent.settled();
    const posts = (await (await page.request.get(`/api/users/${member.user.id}/posts`)).json()) as Post[];
    expect(posts.filter((post) => post.content === text)).toHaveLength(1);
    expect(sent.count()).toBe(1);
    await expect(postBy(page, text)).toHaveCount(1);
  });

  test('double-clicking Send comment adds one comment', async ({ page, baseURL, member: _ }) => {
    const text = `Comment on me ${Date.now()}`;
    const created = await page.request.post('/api/posts', { data: { content: text }, headers: { Origin: baseURL! } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as Post;
    await openDashboard(page);
    const post = postBy(page, text);
    await post.getByRole('button', { name: /^Comments/ }).click();
    const sent = watchPosts(page, /^\/api\/posts\/\d+\/comments$/);
    await post.getByRole('region', { name: 'Comments' }).getByLabel('Add a comment').fill('Nice one');
    await post.getByRole('button', { name: 'Send comment' }).dblclick();
    await expect(post.getByRole('region', { name: 'Comments' }).getByText('Nice one')).toHaveCount(1);
    await sent.settled();
    const comments = (await (await page.request.get(`/api/posts/${id}/comments`)).json()) as Comment[];
    expect(comments.map((comment) => comment.content)).toEqual(['Nice one']);
    expect(sent.count()).toBe(1);
  });

  test("double-clicking Share to club posts once to the club's feed", async ({ page, baseURL, member: _ }) => {
    const response = await page.request.post('/api/clubs', {
      data: { name: `Double Club ${Date.now()}`, sport: 'any', joinPolicy: 'open' },
      headers: { Origin: baseURL! },
    });
    expect(response.status(), await response.text()).toBe(201);
    const club = (await response.json()) as Club;
    await page.goto(`/clubs/${club.id}`);
    const sent = watchPosts(page, /^\/api\/clubs\/\d+\/posts\/new$/);
    const text = `Club double tap ${Date.now()}`;
    const form = page.getByRole('form', { name: 'Post to the club' });
    await form.getByLabel('Post to the club').fill(text);
    await form.getByRole('button', { name: 'Share to club' }).dblclick();
    await expect(toast(page)).toContainText('Shared');
    await sent.settled();
    const feed = (await (await page.request.get(`/api/clubs/${club.id}/posts`)).json()) as Post[];
    expect(feed.map((post) => post.content)).toEqual([text]);
    expect(sent.count()).toBe(1);
  });
});
