import type { APIRequestContext, Page } from '@playwright/test';
import type { Club } from '../common/schemas/clubs';
import type { Post } from '../common/schemas/posts';
import { expect, registerMember, test, toast } from './fixtures';

// The clubs' lists page with keyset cursors: the Clubs page's "Discover clubs", a club's feed and
// its members show a page, and Load More brings the older ones. Editing a club keeps its picture.

/** A page of a club's feed or members (the server's default page, 20), and one item more. */
const PAGE_AND_ONE = 21;
/** A page of Discover clubs (50), and one club more. */
const CLUBS_PAGE_AND_ONE = 51;

/** Writes to the API as the browser's member (same-origin writes only). */
async function postAs(page: Page, baseURL: string, path: string, data: unknown) {
  const response = await page.request.post(path, { data, headers: { Origin: baseURL } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response;
}

async function createClub(page: Page, baseURL: string, fields: Partial<Club> & { name: string }) {
  const response = await postAs(page, baseURL, '/api/clubs', { sport: 'any', joinPolicy: 'open', ...fields });
  return (await response.json()) as Club;
}

async function readJson<T>(api: APIRequestContext, path: string) {
  const response = await api.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

test.describe('club lists page with Load More @desktop', () => {
  test('Discover clubs shows the newest clubs, and Load More the older ones', async ({ page, baseURL, member: _ }) => {
    const stamp = Date.now().toString(36);
    const clubs = await Promise.all(
      Array.from({ length: CLUBS_PAGE_AND_ONE }, (_, i) =>
        createClub(page, baseURL!, { name: `Paging ${stamp} ${i}` }),
      ),
    );
    const byAge = clubs.sort((a, b) => a.id - b.id);
    const [oldest, newest] = [byAge[0]!, byAge[byAge.length - 1]!];

    await page.goto('/clubs');
    const discover = page.getByRole('list', { name: 'Discover clubs' });
    await expect(discover.getByRole('link', { name: newest.name, exact: true })).toBeVisible();
    await expect(discover.getByRole('link', { name: oldest.name, exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'More clubs' }).click();
    await expect(discover.getByRole('link', { name: oldest.name, exact: true })).toBeVisible();
  });

  test("a club's feed shows its newest posts, and Load More the older ones", async ({ page, baseURL, member: _ }) => {
    const stamp = Date.now().toString(36);
    const club = await createClub(page, baseURL!, { name: `Feed paging ${stamp}` });
    const posts = await Promise.all(
      Array.from({ length: PAGE_AND_ONE }, async (_, i) => {
        const content = `Club post ${stamp}-${String(i).padStart(2, '0')}`;
        const post = (await (await postAs(page, baseURL!, '/api/posts', { content })).json()) as Post;
        await postAs(page, baseURL!, `/api/clubs/${club.id}/posts`, { postId: post.id });
        return post;
      }),
    );
    const byAge = posts.sort((a, b) => a.id - b.id);
    const [oldest, newest] = [byAge[0]!, byAge[byAge.length - 1]!];

    await page.goto(`/clubs/${club.id}`);
    const feed = page.getByRole('list', { name: 'Club posts' });
    await expect(feed.getByRole('article').filter({ hasText: newest.content })).toBeVisible();
    await expect(feed.getByRole('article')).toHaveCount(PAGE_AND_ONE - 1);
    await expect(feed.getByRole('article').filter({ hasText: oldest.content })).toHaveCount(0);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(feed.getByRole('article').filter({ hasText: oldest.content })).toBeVisible();
    await expect(feed.getByRole('article')).toHaveCount(PAGE_AND_ONE);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  });

  test("a club's members list shows a page of members, and More members the rest", async ({
    page,
    baseURL,
    member,
  }) => {
    const club = await createClub(page, baseURL!, { name: `Members paging ${Date.now().toString(36)}` });
    // The owner joined first; members are listed newest account first, so the owner is on page two.
    const joiners = await Promise.all(
      Array.from({ length: PAGE_AND_ONE - 1 }, () =>
        registerMember(baseURL!, { firstName: 'Jo', lastName: 'Joiner' }, { confirm: false }),
      ),
    );
    await Promise.all(
      joiners.map(async ({ api }) => {
        expect((await api.post(`/api/clubs/${club.id}/join`)).status()).toBe(200);
        await api.dispose();
      }),
    );

    await page.goto(`/clubs/${club.id}`);
    await page.getByRole('tab', { name: 'Members' }).click();
    const members = page.getByRole('list', { name: 'Members' });
    await expect(members.getByRole('listitem')).toHaveCount(PAGE_AND_ONE - 1);
    await expect(members.getByRole('link', { name: member.user.name })).toHaveCount(0);
    await page.getByRole('button', { name: 'More members' }).click();
    await expect(members.getByRole('link', { name: member.user.name })).toBeVisible();
    await expect(members.getByRole('listitem')).toHaveCount(PAGE_AND_ONE);
  });
});

test.describe('editing a club @desktop', () => {
  test('saving the edit dialog changes the details and keeps the club picture', async ({
    page,
    baseURL,
    member: _,
  }) => {
    const imageUrl = 'https://images.example.com/club-banner.png';
    const club = await createClub(page, baseURL!, { name: `Pictured ${Date.now().toString(36)}`, imageUrl });

    await page.goto(`/clubs/${club.id}`);
    await page.getByRole('button', { name: 'Edit club' }).click();
    const form = page.getByRole('form', { name: 'Edit club' });
    await form.getByLabel('Description (optional)').fill('Sunrise runs on the river');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page)).toContainText('Club updated');

    const saved = await readJson<Club>(page.request, `/api/clubs/${club.id}`);
    expect(saved).toMatchObject({ description: 'Sunrise runs on the river', imageUrl });
  });
});
