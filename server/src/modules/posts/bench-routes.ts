import { pageQuerySchema } from '@common/schemas/paging';
import type { Post } from '@common/schemas/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { ACCESS } from '../../lib/route-access';
import { requireUser } from '../../plugins/session';
import { viewerOf } from './policies';
import { presentPost } from './presenter';
import { findFeed } from './timeline-repository';

const bareQuerySchema = z.object({ userId: z.coerce.number().int().positive().optional() });

/**
 * Baselines for scripts/bench (issue 3: the feed against "a bare route of the same app that
 * returns the same JSON from memory"). Registered only with ENABLE_BENCH_ROUTES=true, never by
 * default: the anonymous route hands out a member's feed page.
 *
 * - POST /api/bench/feed-snapshot: takes the caller's feed page once and keeps it in memory
 *   (one snapshot per member, so the benchmark compares each member's feed with its own JSON).
 * - GET /api/bench/feed-snapshot: the caller's JSON from memory, behind the same session check
 *   as the feed (the feed's cost minus its query).
 * - GET /api/bench/bare?userId=: that member's JSON (the last one taken without `userId`) from
 *   memory with no session and no database at all.
 */
export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  const snapshots = new Map<number, Post[]>();
  let last: number | undefined;

  app.post('/api/bench/feed-snapshot', { schema: { querystring: pageQuerySchema } }, async (request) => {
    const user = await requireUser(request);
    const posts = (await findFeed(app.db, viewerOf(user), request.query)).map(presentPost);
    snapshots.set(user.id, posts);
    last = user.id;
    return { posts: posts.length };
  });

  app.get('/api/bench/feed-snapshot', async (request) => {
    const user = await requireUser(request);
    const posts = snapshots.get(user.id);
    if (!posts) throw notFound();
    return posts;
  });

  // No session asked (plugins/session-first.ts reads this schema): the baseline has no session check.
  app.get('/api/bench/bare', { schema: { ...ACCESS.public, querystring: bareQuerySchema } }, async (request) => {
    const posts = snapshots.get(request.query.userId ?? last ?? 0);
    if (!posts) throw notFound();
    return posts;
  });
};
