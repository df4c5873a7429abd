import { addDays, utcIsoDate } from '../common/fitness/dates';
import type { Club } from '../common/schemas/clubs';
import { expect, registerMember, shareSession, test, toast } from './fixtures';

// What a member writes in a private club stays in the club: its members see it in the club's
// feed, marked as theirs alone; nobody else finds it on the member's profile, even with a public
// profile and a friend looking.

test.describe('posting in a private club @desktop', () => {
  test("the club's members see it, marked for them; the writer's friend does not find it on the profile", async ({
    page,
    browser,
    baseURL,
  }) => {
    const writer = await registerMember(baseURL!, { firstName: 'Wren', lastName: 'Writer' });
    const friend = await registerMember(baseURL!, { firstName: 'Fay', lastName: 'Friend' });
    expect(
      (await writer.api.put('/api/settings', { data: { privacy: { profileVisibility: 'public' } } })).status(),
    ).toBe(200);
    const created = await writer.api.post('/api/clubs', {
      data: { name: `Gate Crew ${Date.now().toString(36)}`, sport: 'any', joinPolicy: 'private' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const club = (await created.json()) as Club;
    for (const [a, b] of [
      [writer, friend],
      [friend, writer],
    ]) {
      expect((await a.api.post(`/api/follows/${b.account.user.id}`)).status()).toBe(201);
    }

    await shareSession(writer.api, page.context());
    await page.goto(`/clubs/${club.id}`);
    const form = page.getByRole('form', { name: 'Post to the club' });
    await expect(form).toContainText("Only the club's members see what you post here");
    await form.getByLabel('Post to the club').fill('Gate code is 4321');
    await form.getByRole('button', { name: 'Share to club' }).click();
    await expect(toast(page)).toContainText('Shared');
    const post = page.getByRole('article').filter({ hasText: 'Gate code is 4321' });
    await expect(post.getByRole('img', { name: `Visible to: members of ${club.name}` })).toBeVisible();

    const friendContext = await browser.newContext();
    await shareSession(friend.api, friendContext);
    const friendPage = await friendContext.newPage();
    await friendPage.goto(`/profile/${writer.account.username}`);
    await expect(friendPage.getByRole('heading', { name: 'Wren Writer' })).toBeVisible();
    await expect(friendPage.getByText('Gate code is 4321')).toHaveCount(0);
    const profilePosts = await friend.api.get(`/api/users/${writer.account.user.id}/posts`);
    expect(JSON.stringify(await profilePosts.json())).not.toContain('Gate code');
    await friendContext.close();
  });

  test('a visitor to an open club sees its events, and is asked to join before answering', async ({
    page,
    baseURL,
  }) => {
    const owner = await registerMember(baseURL!, { firstName: 'Olga', lastName: 'Owner' });
    const visitor = await registerMember(baseURL!, { firstName: 'Vic', lastName: 'Visitor' });
    const created = await owner.api.post('/api/clubs', {
      data: { name: `Open Track ${Date.now().toString(36)}`, sport: 'run', joinPolicy: 'open' },
    });
    const club = (await created.json()) as Club;
    const startsAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const event = await owner.api.post(`/api/clubs/${club.id}/events`, { data: { title: 'Track night', startsAt } });
    expect(event.status(), await event.text()).toBe(201);

    await shareSession(visitor.api, page.context());
    await page.goto(`/clubs/${club.id}`);
    await page.getByRole('tab', { name: 'Events' }).click();
    const item = page.getByRole('listitem', { name: 'Track night' });
    await expect(item).toContainText('Join the club to answer.');
    await expect(item.getByRole('button', { name: 'Going' })).toHaveCount(0);

    // The club's challenge, likewise: no Join button that could only fail.
    const challenge = await owner.api.post('/api/challenges', {
      data: {
        title: 'December miles',
        metric: 'distance',
        sport: 'run',
        startsOn: addDays(utcIsoDate(), -1),
        endsOn: addDays(utcIsoDate(), 20),
        timeZone: 'UTC',
        clubId: club.id,
      },
    });
    expect(challenge.status(), await challenge.text()).toBe(201);
    await page.goto(`/challenges/${((await challenge.json()) as { id: number }).id}`);
    await expect(page.getByText("Only the club's members take part.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join challenge' })).toHaveCount(0);
  });
});
