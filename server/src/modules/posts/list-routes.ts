import { idParamSchema, pageQuerySchema } from '@common/schemas/paging';
import { userIdParamSchema } from '@common/schemas/posts';
import { postListSchema } from '@common/schemas/responses/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool';
import { notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import type { Viewer } from '../access';
import type { FeedPages } from './feed-pages';
import { postListSerializerCompiler } from './feed-serializer';
import { findBookmarkedPosts, findTrending, findUserPosts, type Page } from './lists-repository';
import { viewerOf } from './policies';
import { presentPost } from './presenter';
import { trendingQuerySchema } from './trending-cursor';

// Every list answers a JSON array, pages with ?limit= and ?before=<id of the last item seen>
// (Trending: or the cursor of its Link header, trending-cursor.ts).

/** A member's posts; 404 only when the member does not exist (checked when the page is empty). */
async function userPosts(db: Db, viewer: Viewer, userId: number, page: Page) {
  const rows = await findUserPosts(db, viewer, userId, page);
  if (rows.length === 0) {
    const { rowCount } = await db.query('select 1 from users where id = $1', [userId]);
    if (!rowCount) throw notFound();
  }
  return rows.map(presentPost);
}

export const listRoutes: FastifyPluginAsyncZod<{ feed: FeedPages }> = async (app, { feed }) => {
  app.get(
    '/api/posts',
    {
      schema: { querystring: pageQuerySchema, response: { 200: postListSchema } },
      // The feed's own writer (issue 19): it keeps fields the schema does not name.
      serializerCompiler: postListSerializerCompiler,
    },
    async (request) => feed.page(viewerOf(await requireUser(request)), request.query),
  );

  app.get(
    '/api/posts/trending',
    {
      schema: {
        description:
          'Public posts of the last 7 days (at most the newest 1000), most liked and commented first (a ' +
          'comment counts as two likes). A full page answers `Link: <...>; rel="next"`: its `before` is an ' +
          'opaque cursor to pass back as it is. It keeps the moment the first page was read and the posts ' +
          'shown since, so the next page holds the best of the others, scored now, whatever likes and ' +
          'comments changed meanwhile: no post comes twice, none that was still to come is skipped. ' +
          "A bare post id in `before` still works and continues below that post's score at the time of " +
          'the request (its Link then holds a post id too); anything else is a 400.',
        querystring: trendingQuerySchema,
        response: { 200: postListSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(await requireUser(request));
      const { posts, next } = await findTrending(app.db, viewer, request.query);
      if (next)
        reply.header(
          'link',
          `</api/posts/trending?${new URLSearchParams({ limit: String(request.query.limit), before: next })}>; rel="next"`,
        );
      return posts.map(presentPost);
    },
  );

  app.get(
    '/api/posts/user/:userId',
    { schema: { params: userIdParamSchema, querystring: pageQuerySchema, response: { 200: postListSchema } } },
    async (request) => userPosts(app.db, viewerOf(await requireUser(request)), request.params.userId, request.query),
  );

  app.get(
    '/api/users/:id/posts',
    { schema: { params: idParamSchema, querystring: pageQuerySchema, response: { 200: postListSchema } } },
    async (request) => userPosts(app.db, viewerOf(await requireUser(request)), request.params.id, request.query),
  );

  app.get(
    '/api/bookmarks',
    { schema: { querystring: pageQuerySchema, response: { 200: postListSchema } } },
    async (request) => {
      const viewer = viewerOf(await requireUser(request));
      return (await findBookmarkedPosts(app.db, viewer, request.query)).map(presentPost);
    },
  );
};
