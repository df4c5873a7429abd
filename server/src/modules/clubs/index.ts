import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onReportTarget } from '../moderation';
import { onAccountDeleting } from '../people';
import { checkInRoutes } from './check-in-routes';
import { clubRoutes } from './club-routes';
import { eventRoutes } from './event-routes';
import { feedRoutes } from './feed-routes';
import { membershipRoutes } from './membership-routes';
import { handOverOwnedClubs } from './owner-succession';
import { startEventReminders } from './reminders';
import { clubAsReportTarget } from './removal';
import { searchRoutes } from './search-routes';

/** The clubs domain (issue 34): clubs, membership and roles, the club feed, events and reminders, gym check-ins. */
export const clubsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(clubRoutes);
  await app.register(membershipRoutes);
  await app.register(feedRoutes);
  await app.register(eventRoutes);
  await app.register(checkInRoutes);
  await app.register(searchRoutes);
  if (app.config.env !== 'test') startEventReminders(app);
  // Members report a club through the reports flow (issue 34).
  onReportTarget('club', clubAsReportTarget);
  // An owner leaving FitCircle does not take the club and its members' content with them.
  onAccountDeleting(app.db, handOverOwnedClubs);
};

// What other domains use: challenges, check-ins and the club chat read clubs and their members.
export type { ClubRow } from './club-row';
export { memberJsonSql } from './member-sql';
export { activeMemberIds } from './membership-repository';
export {
  canSeeContent,
  isActiveMember,
  isClubAdmin,
  isContentForEveryone,
  type Publisher,
  requireActiveMember,
  requireVisible,
} from './policies';
export { sendEventReminders } from './reminders';
// Admins remove a reported club (the admin module's report actions).
export { type ClubRemover, removeClubIn } from './removal';
export { findClub } from './repository';
