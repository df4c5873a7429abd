import type { FastifyInstance } from 'fastify';
import { accountEmailModule } from './account-email';
import { activitiesModule } from './activities';
import { adminModule } from './admin';
import { authRoutes } from './auth';
import { badgesModule } from './badges';
import { chatModule } from './chat';
import { dataExportModule } from './data-export';
import { exercisesModule } from './exercises';
import { gymsModule } from './gyms';
import { healthRoutes } from './health';
import { historyImportModule } from './history-import';
import { mailPlugin } from './mail';
import { mealsModule } from './meals';
import { mediaRoutes } from './media';
import { moderationModule } from './moderation';
import { notificationEmailsModule } from './notification-emails';
import { notificationsModule } from './notifications';
import { peopleModule } from './people';
import { postsModule } from './posts';
import { workoutLoggerModule } from './workout-logger';
import { workoutsModule } from './workouts';

/** Each domain's routes, registered in one place. A new domain adds one line here. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  // The outbox first: domains define their kinds of email on it.
  await app.register(mailPlugin);
  await app.register(authRoutes);
  await app.register(accountEmailModule);
  await app.register(mediaRoutes);
  await app.register(postsModule);
  await app.register(peopleModule);
  await app.register(gymsModule);
  await app.register(exercisesModule);
  await app.register(workoutsModule);
  await app.register(workoutLoggerModule);
  await app.register(historyImportModule);
  await app.register(dataExportModule);
  await app.register(mealsModule);
  await app.register(chatModule);
  await app.register(notificationsModule);
  await app.register(notificationEmailsModule);
  await app.register(adminModule);
  await app.register(moderationModule);
  await app.register(activitiesModule);
  await app.register(badgesModule);
}
