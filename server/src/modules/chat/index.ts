import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubChatRoutes } from './club-chat-routes';
import { contactsRoutes } from './contacts-routes';
import { messageRoutes } from './message-routes';
import { registerChatSocketHandlers, registerPresenceSnapshot } from './socket-handlers';

/** The chat domain: conversation history, read state, contacts, and the socket's message event. */
export const chatModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(messageRoutes);
  await app.register(contactsRoutes);
  // Issue 34: clubs' group conversations.
  await app.register(clubChatRoutes);
  registerChatSocketHandlers(app);
  registerPresenceSnapshot(app);
};
export type { MessageRow } from './repository';
