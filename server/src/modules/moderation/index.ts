import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { blockRoutes } from './block-routes';
import { reportRoutes } from './report-routes';

/**
 * The member side of moderation (issue 9): reports and blocks. Every route needs a signed-in
 * member: a visitor gets 401 before anything is parsed. Blocks are enforced where members and
 * their content are read, with the access module's block predicates.
 */
export const moderationModule: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireUser(request);
  });
  await app.register(reportRoutes);
  await app.register(blockRoutes);
};

export { hasBlocked, insertBlock, isBlockedEitherWay } from './blocks-repository';
// What other domains use: content deleted closes its open reports (posts).
export {
  closeReportsOf,
  closeReportsOfComment,
  closeReportsOfPost,
  RESOLUTION_CONTENT_DELETED,
} from './content-reports';
// Domains with reportable content of their own (clubs, challenges) say how to find it.
// The posts domain says who may see a post, so members report what they can see.
export {
  onReportedPostPrivacy,
  onReportTarget,
  type PostPrivacySql,
  type ReportTargetFinder,
} from './report-targets';
export { EXCERPT_LENGTH, insertReport, type ReportTarget } from './reports-repository';
