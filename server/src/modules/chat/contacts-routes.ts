import { pageQuerySchema } from '@common/schemas/paging';
import { chatContactListSchema } from '@common/schemas/responses/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { listContacts } from './contacts-repository';
import { presentContact } from './presenter';

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The chat contact list: one query, then one presence lookup for the whole page. */
  app.get(
    '/api/chat/contacts',
    { schema: { querystring: pageQuerySchema, response: { 200: chatContactListSchema } } },
    async (request) => {
      const me = await requireUser(request);
      const rows = await listContacts(app.db, me.id, request.query);
      const online = await app.realtime.onlineShownTo(
        me.id,
        rows.map((r) => r.id),
      );
      return rows.map((row) => presentContact(row, online.has(row.id)));
    },
  );
};
