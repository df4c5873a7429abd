import type { PostAudience } from '@common/schemas/posts';
import { PRIVACY_CHOICES } from '@common/vocab';
import { describe, expect, it } from 'vitest';
import { buildUser, follow } from '../../test/factories';
import { buildPost, setPrivacy } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';
import { findFeedOnRead as findFeed, findFeedByProbing } from './lists-repository';

const ctx = useTestApp();
const AUDIENCES: PostAudience[] = ['public', 'friends', 'private'];
const ids = (rows: { id: number | string }[]) => rows.map((r) => Number(r.id));

/**
 * A small community where every relation and audience meets: the viewer follows authors who follow
 * back or not, under each profile visibility, each with posts of every audience in a shuffled order.
 */
async function community() {
  const viewer = await buildUser(ctx.db);
  const authors = [];
  for (const profile of PRIVACY_CHOICES) {
    for (const followsBack of [true, false]) {
      const author = await buildUser(ctx.db);
      await setPrivacy(ctx.db, author.id, { profileVisibility: profile });
      await follow(ctx.db, viewer.id, author.id);
      if (followsBack) await follow(ctx.db, author.id, viewer.id);
      authors.push(author);
    }
  }
  for (let i = 0; i < 40; i++) {
    const author = [viewer, ...authors][(i * 7) % (authors.length + 1)];
    await buildPost(ctx.db, author.id, { audience: AUDIENCES[(i * 5) % 3] });
  }
  return { viewer, authors };
}

describe('the first feed page from author_latest_posts', () => {
  it('equals the feed found by probing every author, for members and admins, at every page size', async () => {
    const { viewer } = await community();
    for (const isAdmin of [false, true]) {
      for (const limit of [1, 2, 3, 5, 8, 13, 20, 50]) {
        const who = { id: viewer.id, isAdmin };
        const fast = ids(await findFeed(ctx.db, who, { limit }));
        expect(fast, `admin ${isAdmin}, limit ${limit}`).toEqual(ids(await findFeedByProbing(ctx.db, who, { limit })));
        expect(fast.length).toBeGreaterThan(0);
      }
    }
  });

  it('follows deleted posts and whole deleted accounts: the page never comes back short', async () => {
    const { viewer, authors } = await community();
    const who = { id: viewer.id, isAdmin: false };
    for (let round = 0; round < 5; round++) {
      // Delete the newest post of the page, then an author's newest post of each audience.
      const [newest] = ids(await findFeed(ctx.db, who, { limit: 1 }));
      await ctx.db.query('delete from posts where id = $1', [newest]);
      await ctx.db.query(
        `delete from posts where id in (select max(id) from posts where user_id = $1 group by audience)`,
        [authors[round].id],
      );
      for (const limit of [1, 5, 20]) {
        expect(ids(await findFeed(ctx.db, who, { limit })), `round ${round}`).toEqual(
          ids(await findFeedByProbing(ctx.db, who, { limit })),
        );
      }
    }
    await ctx.db.query('delete from users where id = $1', [authors[5].id]);
    expect(ids(await findFeed(ctx.db, who, { limit: 20 }))).toEqual(
      ids(await findFeedByProbing(ctx.db, who, { limit: 20 })),
    );
  });

  it('keeps the newest ids right when a post changes audience', async () => {
    const author = await buildUser(ctx.db);
    const first = await buildPost(ctx.db, author.id, { audience: 'public' });
    const second = await buildPost(ctx.db, author.id, { audience: 'public' });
    await ctx.db.query(`update posts set audience = 'private' where id = $1`, [second]);
    const { rows } = await ctx.db.query(
      'select public_id::int as public_id, private_id::int as private_id from author_latest_posts where user_id = $1',
      [author.id],
    );
    expect(rows[0]).toEqual({ public_id: first, private_id: second });
  });
});
