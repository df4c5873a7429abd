import { CHAT_ERRORS } from '@common/chat-texts';
import { sendMessageBodySchema, userIdParamSchema } from '@common/schemas/chat';
import { pageQuerySchema } from '@common/schemas/paging';
import { chatMessageListSchema, chatMessageSchema, markReadResultSchema } from '@common/schemas/responses/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { markMessageNotificationsRead, pushUnreadCounts } from '../notifications';
import { presentMessage } from './presenter';
import { conversationPage, markConversationRead, userExists } from './repository';
import { ChatRefusal, sendMessage } from './send-message';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The conversation with a member, oldest to newest; `before` pages back through history. */
  app.get(
    '/api/messages/:userId',
    { schema: { params: userIdParamSchema, querystring: pageQuerySchema, response: { 200: chatMessageListSchema } } },
    async (request) => {
      const me = await requireUser(request);
      const { userId } = request.params;
      if (userId === me.id) throw badRequest(CHAT_ERRORS.messageSelf);
      // Only the two participants: the conversation is always the caller's own with `userId`.
      const rows = await conversationPage(app.db, me.id, userId, request.query);
      if (rows.length === 0 && !(await userExists(app.db, userId))) throw notFound(CHAT_ERRORS.userNotFound);
      return rows.reverse().map(presentMessage);
    },
  );

  /** Sending over HTTP, for clients without a socket; the same rules as the socket. */
  app.post(
    '/api/messages/:userId',
    { schema: { params: userIdParamSchema, body: sendMessageBodySchema, response: { 201: chatMessageSchema } } },
    async (request, reply) => {
      const me = await requireUser(request);
      try {
        const message = await sendMessage(app, me, request.params.userId, request.body.content);
        return reply.code(201).send(message);
      } catch (err) {
        if (err instanceof ChatRefusal) throw new HttpError(err.status, err.message);
        throw err;
      }
    },
  );

  /** Marks what that member sent me as read; they get a read receipt, my tabs new counts. */
  app.post(
    '/api/messages/:userId/read',
    { schema: { params: userIdParamSchema, response: { 200: markReadResultSchema } } },
    async (request) => {
      const me = await requireUser(request);
      const { userId } = request.params;
      if (userId === me.id) throw badRequest(CHAT_ERRORS.messageSelf);
      if (!(await userExists(app.db, userId))) throw notFound(CHAT_ERRORS.userNotFound);
      const { count, upToId } = await markConversationRead(app.db, me.id, userId);
      await markMessageNotificationsRead(app.db, me.id, userId);
      if (count > 0 && upToId !== null) {
        await app.realtime.publish(userId, { type: 'read', readerId: me.id, upToId });
      }
      await pushUnreadCounts(app, me.id);
      return { read: count };
    },
  );
};
