import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendEvent } from '../../realtime';
import { unreadCounts } from './repository';
import { notificationRoutes } from './routes';

export {
  markMessageNotificationsRead,
  notify,
  notifyOrLog,
  pushUnreadCounts,
  withdrawRecordNotifications,
  withdrawUndone,
} from './notify';

/** The notifications domain: the list, read state, and the badge counts sent when a socket opens. */
export const notificationsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(notificationRoutes);
  app.realtime.onConnect(async ({ socket, user }) => {
    sendEvent(socket, { type: 'unread', ...(await unreadCounts(app.db, user.id)) });
  });
};
