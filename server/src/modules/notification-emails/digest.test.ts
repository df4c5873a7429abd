import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, follow } from '../../test/factories';
import { buildPost, setPrivacy } from '../../test/factories/posts';
import { SmtpSink } from '../../test/mail/smtp-sink';
import { useTestApp } from '../../test/test-app';
import { updateSettings } from '../privacy';
import { scanDueDigests } from './digest-scan';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await SmtpSink.start();
});
const ctx = useTestApp(() => ({ SMTP_URL: sink.url, PUBLIC_URL: 'https://fitcircle.example' }));
afterAll(() => sink?.stop());

const post = (path: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: path, payload, headers: { cookie } });
/** The clock moves on: what waits for a digest started `interval` earlier. */
const age = (userId: number, interval: string) =>
  ctx.db.query(`update mail_digest_state set pending_since = pending_since - $2::interval where user_id = $1`, [
    userId,
    interval,
  ]);
const digestsTo = (email: string) => sink.to(email).filter((m) => m.subject.startsWith('Your FitCircle'));
async function scanAndSend() {
  const queued = await scanDueDigests(ctx.app);
  await ctx.app.mail.runDue();
  return queued;
}

/** An author with a public post, and a fan who follows, likes and comments (through the API). */
async function activity(authorOverrides: { emailVerified?: boolean } = {}) {
  const author = await buildSignedInUser(ctx.db, authorOverrides);
  const fan = await buildSignedInUser(ctx.db, { firstName: 'Fanny', lastName: 'Fan' });
  await setPrivacy(ctx.db, author.user.id, { profileVisibility: 'public' });
  const postId = await buildPost(ctx.db, author.user.id, {
    content: 'Deadlift day: 140 kg for a triple',
    // An unconfirmed member may not post publicly (issue 18).
    audience: authorOverrides.emailVerified === false ? 'friends' : 'public',
  });
  return { author, fan, postId };
}

describe('email digest of follows, likes and comments', () => {
  it('sends one daily digest of what the member chose by email, with unsubscribe link and headers', async () => {
    const { author, fan, postId } = await activity();
    // Follows are 'email_push' by default; likes and comments here 'email'.
    await updateSettings(ctx.db, author.user.id, { notifications: { likesComments: 'email' } });
    await post(`/api/follows/${author.user.id}`, fan.cookie);
    await post(`/api/posts/${postId}/like`, fan.cookie);
    await post(`/api/posts/${postId}/comments`, fan.cookie, { content: 'Beast!' });

    expect(await scanAndSend()).toBe(0); // not a day yet
    await age(author.user.id, '23 hours');
    expect(await scanAndSend()).toBe(0);
    await age(author.user.id, '1 hour');
    expect(await scanAndSend()).toBe(1);

    const [digest] = digestsTo(author.user.email);
    expect(digest.subject).toBe('Your FitCircle daily digest: 1 new follower, 1 like, 1 comment');
    expect(digest.text).toContain(`Fanny Fan (@${fan.user.username}) started following you`);
    expect(digest.text).toContain('liked your post “Deadlift day: 140 kg for a triple”');
    expect(digest.text).toContain('commented on your post');
    expect(digest.text).toContain('https://fitcircle.example/unsubscribe?token=');
    expect(digest.html).toContain('Unsubscribe');
    expect(digest.rawHeaders['list-unsubscribe']).toMatch(
      /^<https:\/\/fitcircle\.example\/api\/mail\/unsubscribe\?token=[^>]+>$/,
    );
    expect(digest.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The next digest reports only what came after this one.
    await post(`/api/posts/${postId}/comments`, fan.cookie, { content: 'Again!' });
    await age(author.user.id, '1 day');
    expect(await scanAndSend()).toBe(1);
    const second = digestsTo(author.user.email)[1];
    expect(second.subject).toBe('Your FitCircle daily digest: 1 comment');
  });

  it('waits a week for a weekly digest', async () => {
    const { author, fan } = await activity();
    await updateSettings(ctx.db, author.user.id, { notifications: { digest: 'weekly' } });
    await post(`/api/follows/${author.user.id}`, fan.cookie);
    await age(author.user.id, '6 days 23 hours');
    expect(await scanAndSend()).toBe(0);
    await age(author.user.id, '1 hour');
    expect(await scanAndSend()).toBe(1);
    expect(digestsTo(author.user.email)[0].subject).toBe('Your FitCircle weekly digest: 1 new follower');
  });

  it("emails nothing for 'push' or 'none', nor what the member already read in the app", async () => {
    const { author, fan, postId } = await activity();
    await updateSettings(ctx.db, author.user.id, {
      notifications: { friendRequests: 'push', likesComments: 'email_push' },
    });
    await post(`/api/follows/${author.user.id}`, fan.cookie); // push only: no digest for it
    await post(`/api/posts/${postId}/like`, fan.cookie);
    await ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: { cookie: author.cookie } });
    await age(author.user.id, '1 day');
    expect(await scanAndSend()).toBe(1);
    expect(digestsTo(author.user.email)).toEqual([]); // queued, then dropped: everything was read
    const { rows } = await ctx.db.query(
      'select 1 from mail_digest_state where user_id = $1 and pending_since is not null',
      [author.user.id],
    );
    expect(rows).toEqual([]);
  });

  it('tells only what the notifications list shows: no suspended member, no like whose post is gone', async () => {
    const { author, fan, postId } = await activity();
    await updateSettings(ctx.db, author.user.id, { notifications: { likesComments: 'email' } });
    const spammer = await buildSignedInUser(ctx.db, { firstName: 'Spam', lastName: 'Bot' });
    const deleted = await buildPost(ctx.db, author.user.id, { content: 'Gone soon', audience: 'public' });
    await post(`/api/follows/${author.user.id}`, fan.cookie);
    await post(`/api/posts/${postId}/like`, fan.cookie);
    await post(`/api/posts/${deleted}/like`, fan.cookie);
    await post(`/api/follows/${author.user.id}`, spammer.cookie);
    await post(`/api/posts/${postId}/comments`, spammer.cookie, { content: 'Cheap pills here' });
    // An admin suspends the spammer; the author deletes a post (its likes go with it).
    await ctx.db.query('update users set suspended_at = now() where id = $1', [spammer.user.id]);
    await ctx.app.inject({ method: 'DELETE', url: `/api/posts/${deleted}`, headers: { cookie: author.cookie } });
    const bell = await ctx.app.inject({ url: '/api/notifications/unread-count', headers: { cookie: author.cookie } });
    expect(bell.json().notifications).toBe(2);

    await age(author.user.id, '1 day');
    expect(await scanAndSend()).toBe(1);
    const [digest] = digestsTo(author.user.email);
    expect(digest.subject).toBe('Your FitCircle daily digest: 1 new follower, 1 like');
    expect(digest.text).not.toContain('Spam Bot');
    expect(digest.text).not.toContain('Cheap pills');
  });

  it('sends no digest to an address that is not confirmed', async () => {
    const { author, fan } = await activity({ emailVerified: false });
    await post(`/api/follows/${author.user.id}`, fan.cookie);
    await age(author.user.id, '1 day');
    await scanAndSend();
    expect(digestsTo(author.user.email)).toEqual([]);
  });

  it('lets instances scan at the same time without sending a digest twice', async () => {
    const members = [];
    for (let i = 0; i < 5; i++) {
      const { author } = await activity();
      const fan = await buildUser(ctx.db);
      await follow(ctx.db, fan.id, author.user.id); // the news holds while the follow does
      await ctx.db.query(`insert into notifications (user_id, actor_id, type) values ($1, $2, 'follow')`, [
        author.user.id,
        fan.id,
      ]);
      // Waiting for two days already (a notification made before the window is still in it: from -infinity).
      await ctx.db.query(
        `insert into mail_digest_state (user_id, pending_since) values ($1, now() - interval '2 days')`,
        [author.user.id],
      );
      members.push(author.user);
    }
    const counts = await Promise.all([scanDueDigests(ctx.app), scanDueDigests(ctx.app), scanDueDigests(ctx.app)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
    await ctx.app.mail.runDue();
    for (const m of members) expect(digestsTo(m.email)).toHaveLength(1);
  });
});
