import type { APIRequestContext } from '@playwright/test';
import { expect, registerMember, test } from './fixtures';
import { signedInApi } from './people-helpers';

// Issue 16, point 9: opening the notifications page marks what it shows as read.

async function post(api: APIRequestContext, content: string): Promise<number> {
  const res = await api.post('/api/posts', { data: { content, audience: 'public' } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Opens the member's posts to everyone, so members who do not follow back can like them. */
async function publicProfile(api: APIRequestContext) {
  const res = await api.put('/api/settings', { data: { privacy: { profileVisibility: 'public' } } });
  expect(res.status(), await res.text()).toBe(200);
}

async function unreadBell(api: APIRequestContext): Promise<number> {
  return ((await (await api.get('/api/notifications/unread-count')).json()) as { notifications: number }).notifications;
}

test.describe('the notifications page', () => {
  test('opening it marks what it shows as read: the bell drops at once, the items stay marked new for this visit', async ({
    page,
    member,
    baseURL,
  }) => {
    const me = await signedInApi(baseURL!, member);
    await publicProfile(me);
    const fans = [
      await registerMember(baseURL!, { firstName: 'Nina', lastName: 'Notify' }),
      await registerMember(baseURL!, { firstName: 'Omar', lastName: 'Notify' }),
    ];
    for (const fan of fans) expect((await fan.api.post(`/api/follows/${member.user.id}`)).status()).toBe(201);
    const postId = await post(me, 'Morning intervals done.');
    expect((await fans[0].api.post(`/api/posts/${postId}/like`)).status()).toBeLessThan(300);

    await page.goto('/dashboard');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
    await banner.getByRole('link', { name: 'Notifications, 3 unread' }).click();
    await expect(page).toHaveURL(/\/notifications$/);

    const list = page.getByRole('list', { name: 'Notifications' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    // The bell drops without the member pressing anything, and the server agrees.
    await expect(banner.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
    await expect.poll(() => unreadBell(me)).toBe(0);
    // This visit still shows which ones were new.
    await expect(list.getByText('New')).toHaveCount(3);

    // One arriving while the page is open is shown and marked too.
    const late = await registerMember(baseURL!, { firstName: 'Pia', lastName: 'Late' });
    expect((await late.api.post(`/api/follows/${member.user.id}`)).status()).toBe(201);
    await expect(list.getByRole('link', { name: /Pia Late started following you/ })).toBeVisible();
    await expect(list.getByText('New')).toHaveCount(4);
    await expect.poll(() => unreadBell(me)).toBe(0);
    await expect(banner.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

    // The next visit: nothing is new any more.
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByText('New')).toHaveCount(0);
    await Promise.all([me.dispose(), late.api.dispose(), ...fans.map((f) => f.api.dispose())]);
  });

  test('only what is shown is marked: older notifications stay unread until Load More shows them', async ({
    page,
    member,
    baseURL,
  }) => {
    const me = await signedInApi(baseURL!, member);
    await publicProfile(me);
    const fan = await registerMember(baseURL!, { firstName: 'Lou', lastName: 'Liker' });
    // 23 likes on 23 posts: one page of 20 and 3 more.
    for (let i = 1; i <= 23; i++) {
      const id = await post(me, `Session ${i}`);
      expect((await fan.api.post(`/api/posts/${id}/like`)).status()).toBeLessThan(300);
    }
    await page.goto('/notifications');
    const list = page.getByRole('list', { name: 'Notifications' });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect.poll(() => unreadBell(me)).toBe(3);

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(23);
    await expect(banner.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
    await expect.poll(() => unreadBell(me)).toBe(0);
    await Promise.all([me.dispose(), fan.api.dispose()]);
  });
});
