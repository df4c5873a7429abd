import { pageQuerySchema } from '@common/schemas/paging';
import type { Post } from '@common/schemas/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { findFeed } from './lists-repository';
import { viewerOf } from './policies';
import { presentPost } from './presenter';

/**
 * Baselines for scripts/bench (issue 3: the feed against "a bare route of the same app that
 * returns the same JSON from memory"). Registered only with ENABLE_BENCH_ROUTES=true, never by
 * default: the anonymous route hands out a member's feed page.
 *
 * - POST /api/bench/feed-snapshot: takes the caller's feed page once and keeps it in memory.
 * - GET /api/bench/feed-snapshot: that JSON from memory, behind the same session check as the
 *   feed (the feed's cost minus its query).
 * - GET /api/bench/bare: that JSON from memory with no session and no database at all.
 */
export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  let snapshot: { userId: number; posts: Post[] } | null = null;

  app.post('/api/bench/feed-snapshot', { schema: { querystring: pageQuerySchema } }, async (request) => {
    const user = await requireUser(request);
    const posts = (await findFeed(app.db, viewerOf(user), request.query)).map(presentPost);
    snapshot = { userId: user.id, posts };
    return { posts: posts.length };
  });

  app.get('/api/bench/feed-snapshot', async (request) => {
    const user = await requireUser(request);
    if (snapshot?.userId !== user.id) throw notFound();
    return snapshot.posts;
  });

  app.get('/api/bench/bare', async () => {
    if (!snapshot) throw notFound();
    return snapshot.posts;
  });
};
