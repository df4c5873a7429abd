import { PEOPLE_MESSAGES } from '@common/people-texts';
import type { BlockedMember, BlockState } from '@common/schemas/moderation';
import { pageQuerySchema } from '@common/schemas/paging';
import { userIdParamSchema } from '@common/schemas/people';
import { blockedMemberListSchema, blockStateSchema } from '@common/schemas/responses/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/pool';
import { notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { blockableMemberExists, deleteBlock, insertBlock, listBlockedMembers, memberExists } from './blocks-repository';
import { assertNotSelfBlock } from './policies';
import { presentBlockedMember, presentBlockState } from './presenter';

/**
 * Blocks (issue 9): the blocker and the blocked stop seeing each other, both ways; follows
 * between them end. Blocking and unblocking are idempotent and answer the state (200).
 */
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/blocks/:userId',
    { schema: { params: userIdParamSchema, response: { 200: blockStateSchema } } },
    async (request): Promise<BlockState> => {
      const user = await requireUser(request);
      const { userId } = request.params;
      assertNotSelfBlock(user.id, userId);
      if (!(await blockableMemberExists(app.db, userId))) throw notFound(PEOPLE_MESSAGES.userNotFound);
      await transaction(app.db, (tx) => insertBlock(tx, user.id, userId));
      return presentBlockState(userId, true);
    },
  );

  // Unblocking does not bring back the follows the block ended.
  app.delete(
    '/api/blocks/:userId',
    { schema: { params: userIdParamSchema, response: { 200: blockStateSchema } } },
    async (request): Promise<BlockState> => {
      const user = await requireUser(request);
      const { userId } = request.params;
      assertNotSelfBlock(user.id, userId);
      if (!(await memberExists(app.db, userId))) throw notFound(PEOPLE_MESSAGES.userNotFound);
      await deleteBlock(app.db, user.id, userId);
      return presentBlockState(userId, false);
    },
  );

  /** Settings: whom I blocked, newest block first; `before` is the last member's id. */
  app.get(
    '/api/blocks',
    { schema: { querystring: pageQuerySchema, response: { 200: blockedMemberListSchema } } },
    async (request): Promise<BlockedMember[]> => {
      const user = await requireUser(request);
      return (await listBlockedMembers(app.db, user.id, request.query)).map(presentBlockedMember);
    },
  );
};
