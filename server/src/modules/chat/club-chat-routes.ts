import { CHAT_ERRORS } from '@common/chat-texts';
import { CLUB_MESSAGES } from '@common/clubs-texts';
import { CHAT_RATE_LIMIT } from '@common/schemas/chat';
import { clubMessageSchema as clubMessageBody } from '@common/schemas/clubs';
import { idParamSchema, pageQuerySchema } from '@common/schemas/paging';
import { clubConversationListSchema, clubMessageListSchema, clubMessageSchema } from '@common/schemas/responses/clubs';
import { markReadResultSchema } from '@common/schemas/responses/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { viewerOf } from '../access';
import { activeMemberIds, findClub, requireActiveMember } from '../clubs';
import {
  clubMessagesPage,
  insertClubMessage,
  listClubConversations,
  markClubConversationRead,
} from './club-conversation-repository';

/** A club's group conversation (issue 34): its active members read and write; presence and unread counts. */
export const clubChatRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The member's club conversations: unread counts, last message, members online. */
  app.get('/api/chat/clubs', { schema: { response: { 200: clubConversationListSchema } } }, async (request) => {
    const user = await requireUser(request);
    const rows = await listClubConversations(app.db, user.id);
    const online = await app.realtime.onlineShownTo(user.id, [...new Set(rows.flatMap((r) => r.member_ids ?? []))]);
    return rows.map((r) => ({
      clubId: r.club_id,
      name: r.name,
      imageUrl: r.image_url,
      unreadCount: r.unread_count,
      lastMessage: r.last_message,
      lastMessageTime: r.last_message_time?.toISOString() ?? null,
      onlineCount: (r.member_ids ?? []).filter((id) => online.has(id)).length,
    }));
  });

  /** The conversation, oldest to newest; `before` pages back. Members only (404 for a club one may not know). */
  app.get(
    '/api/clubs/:id/messages',
    { schema: { params: idParamSchema, querystring: pageQuerySchema, response: { 200: clubMessageListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const club = requireActiveMember(viewerOf(user), await findClub(app.db, request.params.id, user.id));
      return (await clubMessagesPage(app.db, club.id, user.id, request.query)).reverse();
    },
  );

  app.post(
    '/api/clubs/:id/messages',
    { schema: { params: idParamSchema, body: clubMessageBody, response: { 201: clubMessageSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const club = requireActiveMember(viewerOf(user), await findClub(app.db, request.params.id, user.id));
      const sent = await insertClubMessage(
        app.db,
        { clubId: club.id, senderId: user.id, content: request.body.content },
        { limit: CHAT_RATE_LIMIT.messages, windowMs: CHAT_RATE_LIMIT.windowMs },
      );
      if (sent.limited) throw new HttpError(429, CHAT_ERRORS.rateLimited);
      // Left the club between the check and the insert.
      if (!sent.message) throw new HttpError(403, CLUB_MESSAGES.notMember);
      const message = sent.message;
      const { profilePicture: _p, isTrainer: _t, ...sender } = message.sender;
      await app.realtime.broker.publishMany(await activeMemberIds(app.db, club.id), {
        type: 'club_message',
        ...message,
        sender,
      });
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/api/clubs/:id/messages/read',
    { schema: { params: idParamSchema, response: { 200: markReadResultSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const club = requireActiveMember(viewerOf(user), await findClub(app.db, request.params.id, user.id));
      return { read: await markClubConversationRead(app.db, club.id, user.id) };
    },
  );
};
