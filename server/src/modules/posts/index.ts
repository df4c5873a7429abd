import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { onReportedPostPrivacy } from '../moderation';
import { placesRoutes } from '../places';
import { benchRoutes } from './bench-routes';
import { commentDeleteRoutes } from './comment-delete-routes';
import { FeedPages } from './feed-pages';
import { interactionRoutes } from './interaction-routes';
import { listRoutes } from './list-routes';
import { postRoutes } from './post-routes';
import { privacyAllowsPostSql } from './visibility';

/** Every posts and places route is for signed-in members: visitors get 401 before anything is parsed. */
const memberRoutes: FastifyPluginAsyncZod<{ feed: FeedPages }> = async (app, { feed }) => {
  app.addHook('onRequest', async (request) => {
    await requireUser(request);
  });
  await app.register(postRoutes);
  await app.register(listRoutes, { feed });
  await app.register(interactionRoutes);
  await app.register(commentDeleteRoutes);
  await app.register(placesRoutes);
};

/** The posts domain: posts, likes, comments, bookmarks, places. Registers the domain's route files. */
export const postsModule: FastifyPluginAsyncZod = async (app) => {
  // One cache of first feed pages per instance (issue 19), shared by the feed and its benchmark.
  const feed = new FeedPages(app);
  await app.register(memberRoutes, { feed });
  // A post (and its comments) is reported by whoever this rule lets see it (members-only club posts).
  onReportedPostPrivacy(privacyAllowsPostSql);
  if (app.config.enableBenchRoutes) await app.register(benchRoutes);
};

// What other domains use: the workouts issue shares a logged workout as a post; the notifications
// issue hooks into likePost and addComment.
// Issue 34: a club's feed of posts shared to it.
export { listClubFeed, writeClubPost } from './club-feed';
export { canDeleteComment, deleteCommentIn, findCommentOwners } from './comment-deletion';
export { addComment } from './comments';
export { likePost, unlikePost } from './likes';
export { deletePost, deletePostIn } from './post-deletion';
export { insertPost, type NewPost } from './posts-repository';
export { keepTimelines, PULL_AUTHOR_FOLLOWERS } from './timeline-housekeeping';
