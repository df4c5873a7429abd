import { markNotificationsReadSchema } from '@common/schemas/notifications';
import { pageQuerySchema } from '@common/schemas/paging';
import { notificationListSchema, notificationsReadSchema, unreadCountsSchema } from '@common/schemas/responses/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session';
import { pushUnreadCounts } from './notify';
import { presentNotification } from './presenter';
import { listNotifications, markNotificationsRead, unreadCounts } from './repository';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The member's notifications, newest first, paged with `before`. */
  app.get(
    '/api/notifications',
    { schema: { querystring: pageQuerySchema, response: { 200: notificationListSchema } } },
    async (request) => {
      const me = await requireUser(request);
      return (await listNotifications(app.db, me.id, request.query)).map(presentNotification);
    },
  );

  /** The header badges. */
  app.get('/api/notifications/unread-count', { schema: { response: { 200: unreadCountsSchema } } }, async (request) => {
    const me = await requireUser(request);
    return unreadCounts(app.db, me.id);
  });

  /** Marks the given ids (or all) read; answers the new counts and sends them to the other tabs. */
  app.post(
    '/api/notifications/read',
    { schema: { body: markNotificationsReadSchema, response: { 200: notificationsReadSchema } } },
    async (request) => {
      const me = await requireUser(request);
      const marked = await markNotificationsRead(app.db, me.id, request.body?.ids);
      await pushUnreadCounts(app, me.id);
      return { marked, ...(await unreadCounts(app.db, me.id)) };
    },
  );
};
