import type { FastifyInstance } from 'fastify';
import { adminModule } from './admin';
import { authRoutes } from './auth/routes';
import { badgesModule } from './badges';
import { chatModule } from './chat';
import { gymsModule } from './gyms';
import { healthRoutes } from './health/routes';
import { mealsModule } from './meals';
import { mediaRoutes } from './media/routes';
import { moderationModule } from './moderation';
import { notificationsModule } from './notifications';
import { peopleModule } from './people';
import { postsModule } from './posts';
import { workoutsModule } from './workouts';

/** Each domain's routes, registered in one place. A new domain adds one line here. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(mediaRoutes);
  await app.register(postsModule);
  await app.register(peopleModule);
  await app.register(gymsModule);
  await app.register(workoutsModule);
  await app.register(mealsModule);
  await app.register(chatModule);
  await app.register(notificationsModule);
  await app.register(adminModule);
  await app.register(moderationModule);
  await app.register(badgesModule);
}
