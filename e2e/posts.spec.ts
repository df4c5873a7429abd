import { makePng, makeVideo } from '../server/src/test/media-files';
import { expect, registerMember, test, toast } from './fixtures';
import { composer, openDashboard, postBy, publish } from './post-helpers';

test.describe('posting', () => {
  test('a member posts text; it tops their feed, shown as typed (never as HTML)', async ({ page, member }) => {
    await openDashboard(page);
    await expect(page.getByText('Your feed is warming up')).toBeVisible();
    const text = `Leg day done <b>not bold</b> ${Date.now()}`;
    await publish(page, text);
    const post = postBy(page, text);
    await expect(post.locator('b')).toHaveCount(0);
    await expect(post.getByRole('link', { name: `${member.user.name}, view profile` })).toBeVisible();
    await expect(post.getByText('just now')).toBeVisible();
    await expect(composer(page).getByLabel('Post text')).toHaveValue('');
  });

  test("an empty post is not sent: 'Post cannot be empty'", async ({ page, member: _ }) => {
    await openDashboard(page);
    await composer(page).getByLabel('Post text').fill('   ');
    await composer(page).getByRole('button', { name: 'Post', exact: true }).click();
    await expect(composer(page).getByLabel('Post text')).toHaveAccessibleDescription('Post cannot be empty');
    await expect(page.getByText('Your feed is warming up')).toBeVisible();
  });

  test('a text pasted over the limit is kept whole, counted, and not sent until it fits', async ({
    page,
    member: _,
  }) => {
    await openDashboard(page);
    const box = composer(page).getByLabel('Post text');
    await box.fill(`Race report ${'x'.repeat(4000)}`);
    await expect(box).toHaveAccessibleDescription('988 characters left');
    const pasted = `Race report ${'x'.repeat(4991)}`; // 5,003 characters: a box with maxLength cut 3
    await box.fill(pasted);
    await expect(box).toHaveValue(pasted);
    await expect(box).toHaveAccessibleDescription('3 characters too many');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await composer(page).getByRole('button', { name: 'Post', exact: true }).click();
    await expect(box).toHaveAccessibleDescription('Posts can be at most 5000 characters 3 characters too many');
    await expect(box).toHaveValue(pasted);
    await publish(page, pasted.slice(0, 5000));
    await expect(box).toHaveValue('');

    const post = postBy(page, 'Race report');
    await post.getByRole('button', { name: /^Comments/ }).click();
    const comment = post.getByRole('region', { name: 'Comments' }).getByLabel('Add a comment');
    await comment.fill('y'.repeat(2001));
    await expect(comment).toHaveValue('y'.repeat(2001));
    await expect(comment).toHaveAccessibleDescription('1 character too many');
    await expect(post.getByRole('button', { name: 'Send comment' })).toBeDisabled();
    await comment.press('Backspace');
    await expect(comment).toHaveAccessibleDescription('0 characters left');
    await expect(post.getByRole('button', { name: 'Send comment' })).toBeEnabled();
  });

  test('a post with a photo and a place from the autocomplete', async ({ page, member: _ }) => {
    await openDashboard(page);
    const form = composer(page);
    await form.getByLabel('Choose a photo').setInputFiles({
      name: 'squat.png',
      mimeType: 'image/png',
      buffer: await makePng(64, 48),
    });
    await expect(toast(page)).toContainText('File uploaded');
    await expect(form.getByRole('img', { name: 'Your upload, ready to post' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Photo' })).toHaveCount(0); // one photo or one video

    await form.getByRole('button', { name: 'Location' }).click();
    const place = form.getByRole('combobox', { name: 'Location' });
    await place.fill('p');
    await expect(form.getByRole('listbox')).toBeHidden(); // suggestions start at 2 characters
    await place.fill('Pari');
    await expect(form.getByRole('option', { name: 'Paris, France' })).toBeVisible();
    await place.press('ArrowDown');
    await expect(form.getByRole('option', { name: 'Paris, France' })).toHaveAttribute('aria-selected', 'true');
    await place.press('Enter');
    await expect(form.getByText('Paris, France')).toBeVisible();

    const text = `Squats in Paris ${Date.now()}`;
    await publish(page, text);
    const post = postBy(page, text);
    const photo = post.getByRole('img', { name: /^Shared by / });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await expect(post.getByRole('link', { name: /Paris, France/ })).toHaveAttribute('href', /openstreetmap\.org/);
  });

  test('a post with a short video', async ({ page, member: _ }) => {
    await openDashboard(page);
    await composer(page)
      .getByLabel('Choose a video')
      .setInputFiles({ name: 'jump.mp4', mimeType: 'video/mp4', buffer: await makeVideo(2) });
    await expect(toast(page)).toContainText('File uploaded');
    const text = `Box jumps ${Date.now()}`;
    await publish(page, text);
    await expect(postBy(page, text).locator('video')).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.mp4$/);
  });

  test('the location can be cleared before posting, and a removed photo is not posted', async ({ page, member: _ }) => {
    await openDashboard(page);
    const form = composer(page);
    await form
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: await makePng() });
    await form.getByRole('button', { name: 'Remove attachment' }).click();
    await form.getByRole('button', { name: 'Location' }).click();
    await form.getByRole('combobox', { name: 'Location' }).fill('Berl');
    await form.getByRole('option', { name: /^Berlin, Germany/ }).click();
    await form.getByRole('button', { name: 'Clear location' }).click();
    await expect(form.getByText('Berlin, Germany')).toHaveCount(0);
    const text = `Plain update ${Date.now()}`;
    await publish(page, text);
    await expect(postBy(page, text).getByRole('img', { name: /^Shared by / })).toHaveCount(0);
    await expect(postBy(page, text).getByText('Berlin')).toHaveCount(0);
  });

  test('refused files get the spec toasts: a text file posing as a PNG, a photo over 5MB, a video over 45 s', async ({
    page,
    member: _,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400 \(Bad Request\)/);
    await openDashboard(page);
    const form = composer(page);
    await form.getByLabel('Choose a photo').setInputFiles({
      name: 'holiday.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text, not a picture'),
    });
    await expect(toast(page)).toContainText('Invalid file type');
    await expect(toast(page)).toContainText('Only image and video files are allowed.');

    await form.getByLabel('Choose a photo').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
    });
    await expect(toast(page)).toContainText('File too large');
    await expect(toast(page)).toContainText('Maximum image size is 5MB.');

    await form.getByLabel('Choose a video').setInputFiles({
      name: 'long.mp4',
      mimeType: 'video/mp4',
      buffer: await makeVideo(50),
    });
    await expect(toast(page)).toContainText('Video too long');
    await expect(toast(page)).toContainText('Videos must be 45 seconds or less. Please upload a shorter video.');
    await expect(form.getByRole('button', { name: 'Photo' })).toBeEnabled();
  });

  test('/create-post opens the dashboard with the composer focused', async ({ page, member: _ }) => {
    await page.goto('/create-post');
    await expect(composer(page).getByLabel('Post text')).toBeFocused();
    await expect(page).toHaveTitle(/Create Post/);
  });
});

test.describe('likes, comments, bookmarks', () => {
  test.beforeEach(async ({ page, member: _ }) => {
    await openDashboard(page);
  });

  test('like and unlike: the count follows, and the like is kept', async ({ page }) => {
    const text = `Like me ${Date.now()}`;
    await publish(page, text);
    const like = postBy(page, text).getByRole('button', { name: /^Like/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('Like, 1 like');
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAccessibleName('Like, 0 likes');
  });

  test('comment: the panel opens, the comment appears and counts, a second click closes it', async ({
    page,
    member,
  }) => {
    const text = `Comment on me ${Date.now()}`;
    await publish(page, text);
    const post = postBy(page, text);
    const toggle = post.getByRole('button', { name: /^Comments/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = post.getByRole('region', { name: 'Comments' });
    await expect(panel.getByText('No comments yet')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Send comment' })).toBeDisabled(); // blank is not sent
    await panel.getByLabel('Add a comment').fill('Strong work <i>!</i>');
    await panel.getByLabel('Add a comment').press('Enter');
    await expect(panel.getByRole('listitem').filter({ hasText: 'Strong work <i>!</i>' })).toContainText(
      member.user.name,
    );
    await expect(toggle).toHaveAccessibleName('Comments, 1 comment');
    await toggle.click();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('bookmark: saved with a toast, and still saved after a reload', async ({ page }) => {
    const text = `Save me ${Date.now()}`;
    await publish(page, text);
    const save = postBy(page, text).getByRole('button', { name: 'Save post' });
    await save.click();
    await expect(toast(page)).toContainText('Post saved');
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await save.click();
    await expect(toast(page)).toContainText('Removed from saved posts');
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  });

  test("the author's name opens their profile", async ({ page, member }) => {
    const text = `Profile link ${Date.now()}`;
    await publish(page, text);
    await postBy(page, text)
      .getByRole('link', { name: `${member.user.name}, view profile` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/profile/${member.username}$`));
  });

  test('the author deletes their post after confirming', async ({ page }) => {
    const text = `Delete me ${Date.now()}`;
    await publish(page, text);
    await postBy(page, text).getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Delete post' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page)).toContainText('Post deleted');
    await expect(postBy(page, text)).toHaveCount(0);
  });
});

test('Explore opens on Trending and keeps the tab in the address', async ({ page, member: _ }) => {
  await page.goto('/explore');
  await expect(page.getByRole('tab', { name: 'Trending' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Trending' })).toBeVisible();
  await page.getByRole('tab', { name: 'Gyms' }).click();
  await expect(page).toHaveURL(/\/explore\?tab=gyms$/);
  await expect(page.getByRole('link', { name: 'Open Find Gyms' })).toBeVisible();
});

// Trending's order moves between pages (likes, comments): its next page follows the cursor the
// server hands out in its Link header, so no post comes twice (trending-cursor.ts).
test('Trending loads more with the Link cursor, and no post comes twice', async ({ page, baseURL, member: _ }) => {
  const poster = await registerMember(baseURL!, { firstName: 'Trend', lastName: 'Setter' });
  const stamp = Date.now().toString(36);
  for (let i = 0; i < 21; i++) {
    const made = await poster.api.post('/api/posts', {
      data: { content: `Trending walk ${i} ${stamp}`, audience: 'public' },
    });
    expect(made.status(), await made.text()).toBe(201);
  }
  await page.goto('/explore');
  const list = page.getByRole('tabpanel', { name: 'Trending' }).getByRole('list').first();
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const next = page.waitForRequest((r) => r.url().includes('/api/posts/trending') && r.url().includes('before='));
  await page.getByRole('button', { name: 'Load More' }).click();
  expect(new URL((await next).url()).searchParams.get('before')).toMatch(/^tr1\./);
  // Other tests' posts may be on the server too: at least this member's 21 are there.
  await expect.poll(() => list.locator(':scope > li').count()).toBeGreaterThan(20);
  const texts = await list.locator(':scope > li').allInnerTexts();
  expect(new Set(texts).size).toBe(texts.length);
  await poster.api.dispose();
});
