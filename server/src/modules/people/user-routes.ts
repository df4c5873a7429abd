import { PEOPLE_MESSAGES } from '@common/people-texts';
import { idParamSchema } from '@common/schemas/paging';
import { updateProfileSchema, usernameOrIdParamSchema } from '@common/schemas/people';
import { profileSchema } from '@common/schemas/responses/people';
import { userSchema } from '@common/schemas/responses/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { ownOrigin } from '../../plugins/security';
import { requireUser } from '../../plugins/session';
import { notifyOrLog } from '../notifications';
import { presentUser } from '../users';
import { assertCanManage, viewerOf } from './policies';
import { presentProfile } from './profile-presenter';
import { findProfile } from './profile-repository';
import { updateProfile } from './profile-update';

/** GET /api/users/{usernameOrId} and PUT /api/users/{id} (spec section 7). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:id',
    { schema: { params: usernameOrIdParamSchema, response: { 200: profileSchema } } },
    async (request) => {
      const viewer = await requireUser(request);
      const row = await findProfile(app.db, viewerOf(viewer), request.params.id);
      // A suspended member is gone for everyone but the admins who suspended them; so is a member
      // blocked either way (issue 9), to both of the two.
      if (!row || ((row.suspended_at || row.blocked) && !viewer.is_admin)) throw notFound(PEOPLE_MESSAGES.userNotFound);
      return presentProfile(row, viewerOf(viewer));
    },
  );

  app.put(
    '/api/users/:id',
    { schema: { params: idParamSchema, body: updateProfileSchema, response: { 200: userSchema } } },
    async (request) => {
      const viewer = await requireUser(request);
      assertCanManage(viewer, request.params.id);
      const { user, fieldsChangedByAdmin } = await updateProfile(app, request.params.id, request.body, {
        editor: viewer,
        ownOrigins: [new URL(app.config.publicUrl).origin, ownOrigin(request)],
      });
      // A member whose profile an admin changed is told which fields (not the values: they see those).
      if (fieldsChangedByAdmin.length > 0) {
        await notifyOrLog(app, {
          type: 'profile_edited',
          recipientId: user.id,
          actorId: viewer.id,
          detail: fieldsChangedByAdmin.join(','),
        });
      }
      return presentUser(user, { includeEmail: true });
    },
  );
};
