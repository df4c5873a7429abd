import type { Post } from '@common/schemas/posts';
import type { FastifyInstance } from 'fastify';
import { TaggedCache } from '../../cache';
import type { Queryable } from '../../db/pool';
import type { Viewer } from '../access';
import { withRemotePosts } from '../federation';
import type { Page } from './lists-repository';
import { presentPost } from './presenter';
import { findFeed } from './timeline-repository';

// Enough for the members active in the last half minute on one instance; about 20 KB each.
const MAX_PAGES = 2000;

/** Who the viewer follows: a post, a privacy change or a new name of any of them changes the page. */
async function followedIds(db: Queryable, viewerId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>({
    name: 'feed-followed-ids',
    text: 'select following_id as id from follows where follower_id = $1',
    values: [viewerId],
  });
  return rows.map((r) => r.id);
}

/**
 * Each member's first feed page, kept by this instance for CACHE_TTL_SECONDS (issue 19). The page
 * is exactly what the timeline query and the presenter made for this viewer (their likes, saves,
 * the locations they may see), tagged with everything it was read from, and dropped on every
 * instance when the database announces a change to any of it (migration 0012):
 * - `v:<viewer>`: their follows either way (unfollow, block, a friend following back), likes, saves;
 *   `u:<viewer>` (their role, suspension, deletion) drops it too;
 * - `a:<author>` for the viewer and everyone they follow: a new or deleted post, a changed
 *   audience, profile visibility or location sharing, a new name or picture;
 * - `p:<post>` for each post shown: its counts or text.
 * Later pages (with a cursor) are read from the database every time.
 */
export class FeedPages {
  private readonly cache: TaggedCache<Post[]>;

  constructor(private readonly app: FastifyInstance) {
    this.cache = new TaggedCache<Post[]>(app.cacheBus, { maxEntries: MAX_PAGES, ttlMs: app.config.cacheTtlMs });
  }

  /** Issue 37: the followed remote accounts' posts are merged in after the cache, never cached. */
  async page(viewer: Viewer, page: Page): Promise<Post[]> {
    return withRemotePosts(this.app.db, viewer.id, page, await this.localPage(viewer, page));
  }

  private async localPage(viewer: Viewer, page: Page): Promise<Post[]> {
    if (page.before !== undefined) return (await findFeed(this.app.db, viewer, page)).map(presentPost);
    const key = `${viewer.id}:${viewer.isAdmin ? 'admin' : 'member'}:${page.limit}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const ticket = this.cache.ticket();
    const posts = (await findFeed(this.app.db, viewer, page)).map(presentPost);
    const authors = await followedIds(this.app.db, viewer.id);
    const tags = [`v:${viewer.id}`, `a:${viewer.id}`];
    for (const id of authors) tags.push(`a:${id}`);
    for (const post of posts) tags.push(`p:${post.id}`, `a:${post.userId}`);
    this.cache.set(key, posts, tags, ticket);
    return posts;
  }
}
