import { addDays, daysBetween, isoWeekday, weekStart } from '@common/fitness/dates';
import {
  calendarEntryListSchema,
  personalRecordListSchema,
  progressWeekListSchema,
} from '@common/schemas/responses/workouts';
import {
  type CalendarEntry,
  dateRangeQuerySchema,
  type PersonalRecord,
  PROGRESS_WEEKS_MAX,
  type ProgressWeek,
  progressQuerySchema,
} from '@common/schemas/workout-logs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/pool';
import { requireUser } from '../../plugins/session';
import { todayOf } from './plan-helpers';
import {
  activePlanDays,
  firstLogDate,
  logsByDate,
  personalRecords,
  type RecordRow,
  weeklyProgress,
} from './stats-repository';

const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/** How many weeks from the week of the member's first workout to this one (1 without any), at most the chart's limit. */
async function weeksSinceFirstLog(db: Queryable, userId: number, thisWeek: string): Promise<number> {
  const first = await firstLogDate(db, userId);
  if (!first || first > thisWeek) return 1;
  return Math.min(PROGRESS_WEEKS_MAX, Math.floor(daysBetween(weekStart(first), thisWeek) / 7) + 1);
}

function presentRecord(row: RecordRow): PersonalRecord {
  return {
    exerciseId: row.exercise_id,
    exercise: row.exercise,
    category: row.category,
    equipment: row.equipment,
    loggingType: row.logging_type,
    sessions: row.sessions,
    lastPerformed: row.last_performed,
    heaviestWeightKg: row.heaviest_weight_kg,
    heaviestWeightOn: row.heaviest_weight_on,
    bestOneRepMaxKg: round1(row.best_one_rep_max_kg),
    mostReps: row.most_reps,
    longestDistanceKm: row.longest_distance_km,
    longestDurationSeconds: row.longest_duration_seconds,
    fastestPaceSecondsPerKm: row.fastest_pace === null ? null : Math.round(row.fastest_pace),
  };
}

/** The member's personal records, weekly progress and calendar (issue 6 points 2 and 4). */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/workout-records', { schema: { response: { 200: personalRecordListSchema } } }, async (request) => {
    const user = await requireUser(request);
    return (await personalRecords(app.db, user.id)).map(presentRecord);
  });

  // Weekly volume, minutes and workouts for the progress charts, oldest week first, ending this week.
  app.get(
    '/api/workout-progress',
    { schema: { querystring: progressQuerySchema, response: { 200: progressWeekListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const thisWeek = weekStart(todayOf(request.query));
      const weeks =
        request.query.weeks === 'all' ? await weeksSinceFirstLog(app.db, user.id, thisWeek) : request.query.weeks;
      const first = addDays(thisWeek, -7 * (weeks - 1));
      const rows = await weeklyProgress(app.db, user.id, first, addDays(thisWeek, 6));
      const byWeek = new Map(rows.map((r) => [r.week_start, r]));
      return Array.from({ length: weeks }, (_, i): ProgressWeek => {
        const start = addDays(first, 7 * i);
        const row = byWeek.get(start);
        return {
          weekStart: start,
          workouts: row?.workouts ?? 0,
          minutes: row?.minutes ?? 0,
          volumeKg: Math.round(row?.volume_kg ?? 0),
        };
      });
    },
  );

  // Logged and planned workouts on each date of a range (only dates that have either).
  app.get(
    '/api/workout-calendar',
    { schema: { querystring: dateRangeQuerySchema, response: { 200: calendarEntryListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { from, to } = request.query;
      const [logged, planDays] = await Promise.all([
        logsByDate(app.db, user.id, from, to),
        activePlanDays(app.db, user.id),
      ]);
      const logsOn = new Map(logged.map((r) => [r.date, r.logs]));
      const dayOf = new Map(planDays.map((d) => [d.weekday, d]));
      const entries: CalendarEntry[] = [];
      for (let date = from; daysBetween(date, to) >= 0; date = addDays(date, 1)) {
        const day = dayOf.get(isoWeekday(date));
        // Planned workouts run from the day the plan was made active, for its number of weeks.
        const inPlan =
          day?.started_on != null &&
          daysBetween(day.started_on, date) >= 0 &&
          daysBetween(day.started_on, date) < day.duration_weeks * 7;
        const planned =
          day && inPlan
            ? {
                planId: day.plan_id,
                planName: day.plan_name,
                title: day.title ?? day.plan_name,
                exerciseCount: day.exercise_count,
              }
            : null;
        const logs = logsOn.get(date) ?? [];
        if (logs.length || planned) entries.push({ date, logs, planned });
      }
      return entries;
    },
  );
};
