import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/pool';
import {
  type ActivityChangedHook,
  type ActivityDeletedHook,
  type ActivitySavedHook,
  onActivityChanged,
  onActivityDeleted,
  onActivitySaved,
} from '../activities';
import { onSessionsMoved, type SessionsMovedHook } from '../exercises';
import { onReportTarget } from '../moderation';
import { onWorkoutAudienceChanged } from '../privacy';
import {
  onWorkoutLogDeleted,
  onWorkoutLogSaved,
  type WorkoutLogDeletedHook,
  type WorkoutLogSavedHook,
} from '../workouts';
import { workoutAudienceChanged } from './audience-change';
import { BoardReader } from './board-reader';
import { startLiveBoards } from './live';
import { challengeAsReportTarget } from './removal';
import { challengeRoutes } from './routes';
import { itemChanged } from './standings';

// The standing follows every save, edit and delete of a counted item, inside the transaction that
// made it where there is one. A deletion has already cascaded to its contributions (and so to the
// standing) when its hook runs: the hook recounts records and writes the notices. Module-level
// functions: every app instance in one process registers the same ones, once.
const activitySaved: ActivitySavedHook = (tx, a) => itemChanged(tx, a.userId, { kind: 'activity', id: a.id });
const activityChanged: ActivityChangedHook = (tx, a) => itemChanged(tx, a.userId, { kind: 'activity', id: a.id });
const activityDeleted: ActivityDeletedHook = (db, a) => transaction(db, (tx) => itemChanged(tx, a.userId, null));
const logSaved: WorkoutLogSavedHook = (tx, log) => itemChanged(tx, log.userId, { kind: 'workout', id: log.id });
const logDeleted: WorkoutLogDeletedHook = (db, log) => transaction(db, (tx) => itemChanged(tx, log.userId, null));
// Sessions moved to another exercise (a merge, a re-mapped imported name): only records change.
const sessionsMoved: SessionsMovedHook = (tx, userId) => itemChanged(tx, userId, null);

/** The challenges domain (issue 34): challenges, standings kept incrementally, live leaderboards. */
export const challengesModule: FastifyPluginAsyncZod = async (app) => {
  onActivitySaved(activitySaved);
  onActivityChanged(activityChanged);
  onActivityDeleted(activityDeleted);
  onWorkoutLogSaved(logSaved);
  onWorkoutLogDeleted(logDeleted);
  onSessionsMoved(sessionsMoved);
  onWorkoutAudienceChanged(workoutAudienceChanged);
  // Members report a challenge through the reports flow (issue 34).
  onReportTarget('challenge', challengeAsReportTarget);
  await app.register(challengeRoutes, { boards: new BoardReader(app.db, app.cacheBus, app.config.cacheTtlMs) });
  startLiveBoards(app);
};

// What the benchmark and the tests use: the standing's bookkeeping as the hooks run it.
export { BoardReader } from './board-reader';
export { readBoard } from './board-repository';
export { sendChallengeNotices } from './notices';
// Admins remove a reported challenge (the admin module's report actions).
export { type ChallengeRemover, removeChallengeIn } from './removal';
// The history import's workouts, written at once, count through workoutsChanged.
export { backfillMember, itemChanged, workoutsChanged } from './standings';
