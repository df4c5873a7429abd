import { addDays, weekStart } from '@common/fitness/dates';
import { weeklyTarget, weightLossProgress, workoutProgress } from '@common/fitness/goal-formulas';
import { dayStreak, weekStreak } from '@common/fitness/streak';
import type { ActivitySummary, GoalsSummary } from '@common/schemas/workout-activity';
import type { Queryable } from '../../db/pool';
import { readDayNutrition } from '../meals';
import type { UserRow } from '../users';

interface WeekRow {
  has_logs: boolean;
  plan_frequency: number | null;
  week_workouts: number;
  week_days: number;
  week_minutes: number;
  week_calories: number | null;
  today_minutes: number;
  today_calories: number | null;
}

/** How far back streaks are counted: a year and a week (53 weeks). */
const STREAK_WINDOW_DAYS = 371;

/**
 * This week's and today's figures, the weekly target and whether the member ever logged, in one
 * query over workout_logs_user_date_idx. Calories count the workouts that have an estimate (the
 * member gave a body weight): null when workouts were logged and none has one, 0 with no workout.
 */
async function weekFigures(db: Queryable, userId: number, today: string): Promise<WeekRow> {
  const { rows } = await db.query<WeekRow>(
    `select exists (select 1 from workout_logs where user_id = $1) as has_logs,
       (select frequency from workout_plans where user_id = $1 and is_active) as plan_frequency,
       count(w.id) as week_workouts,
       count(distinct w.performed_on) as week_days,
       coalesce(sum(w.duration_minutes), 0) as week_minutes,
       case when count(w.id) = 0 then 0 else sum(w.estimated_calories) end as week_calories,
       coalesce(sum(w.duration_minutes) filter (where w.performed_on = $3::date), 0) as today_minutes,
       case when count(w.id) filter (where w.performed_on = $3::date) = 0 then 0
         else sum(w.estimated_calories) filter (where w.performed_on = $3::date) end as today_calories
     from (select 1) as one
     left join workout_logs w on w.user_id = $1 and w.performed_on between $2::date and $3::date`,
    [userId, weekStart(today), today],
  );
  return rows[0];
}

async function workoutDates(db: Queryable, userId: number, today: string): Promise<string[]> {
  const { rows } = await db.query<{ d: string }>(
    `select distinct performed_on::text as d from workout_logs
     where user_id = $1 and performed_on between $2::date and $3::date`,
    [userId, addDays(today, -STREAK_WINDOW_DAYS), today],
  );
  return rows.map((r) => r.d);
}

export interface Figures {
  activity: ActivitySummary;
  goals: GoalsSummary;
}

/**
 * Activity and goal progress from the member's own logs and the targets they set (D6 revised):
 * nothing is assumed for a member without data. `metricsVisible` false hides what height and
 * weight reveal (the weight-loss progress) from viewers the member's 'fitness metrics' choice
 * keeps out; `diaryVisible` (the member and admins) adds today's nutrition against the day's one
 * target, the same figures as the food diary.
 */
export async function activityFigures(
  db: Queryable,
  member: UserRow,
  today: string,
  metricsVisible: boolean,
  diaryVisible = false,
): Promise<Figures> {
  const [week, dates, nutrition] = await Promise.all([
    weekFigures(db, member.id, today),
    workoutDates(db, member.id, today),
    diaryVisible ? readDayNutrition(db, member.id, today) : null,
  ]);
  const target = weeklyTarget(week.plan_frequency);
  const source = week.has_logs ? 'logs' : 'none';
  const activity: ActivitySummary = {
    source,
    steps: null,
    calories: week.today_calories,
    activeMinutes: week.today_minutes,
    sleepHours: null,
    week: {
      start: weekStart(today),
      workouts: week.week_workouts,
      activeDays: week.week_days,
      activeMinutes: week.week_minutes,
      calories: week.week_calories,
      target,
    },
    // Without a plan's days a week, a week counts once it has a workout.
    streak: { weeks: weekStreak(dates, today, target ?? 1), days: dayStreak(dates, today) },
  };
  const goals: GoalsSummary = {
    source,
    weightProgress:
      member.fitness_goal === 'weight_loss' && metricsVisible
        ? weightLossProgress(member.height_cm, member.weight_kg)
        : null,
    workoutProgress: workoutProgress(week.week_days, target),
    nutritionProgress: nutrition?.percent ?? null,
    activeDaysThisWeek: week.week_days,
    weeklyTarget: target,
    nutrition,
  };
  return { activity, goals };
}
