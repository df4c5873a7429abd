import { addDays, weekStart } from '@common/fitness/dates';
import { fallbackActivity } from '@common/fitness/fallback-figures';
import {
  fallbackGoals,
  nutritionProgress,
  weeklyTarget,
  weightLossProgress,
  workoutProgress,
} from '@common/fitness/goal-formulas';
import { dayStreak, weekStreak } from '@common/fitness/streak';
import { computeTargets } from '@common/nutrition/targets';
import type { ActivitySummary, GoalsSummary } from '@common/schemas/workout-activity';
import type { Queryable } from '../../db/pool';
import type { UserRow } from '../users/user-row';

interface WeekRow {
  has_logs: boolean;
  plan_frequency: number | null;
  week_workouts: number;
  week_days: number;
  week_minutes: number;
  week_calories: number;
  today_minutes: number;
  today_calories: number;
}

/** How far back streaks are counted: a year and a week (53 weeks). */
const STREAK_WINDOW_DAYS = 371;

/**
 * This week's and today's figures, the weekly target and whether the member ever logged, in one
 * query over workout_logs_user_date_idx.
 */
async function weekFigures(db: Queryable, userId: number, today: string): Promise<WeekRow> {
  const { rows } = await db.query<WeekRow>(
    `select exists (select 1 from workout_logs where user_id = $1) as has_logs,
       (select frequency from workout_plans where user_id = $1 and is_active) as plan_frequency,
       count(w.id) as week_workouts,
       count(distinct w.performed_on) as week_days,
       coalesce(sum(w.duration_minutes), 0) as week_minutes,
       coalesce(sum(w.estimated_calories), 0) as week_calories,
       coalesce(sum(w.duration_minutes) filter (where w.performed_on = $3::date), 0) as today_minutes,
       coalesce(sum(w.estimated_calories) filter (where w.performed_on = $3::date), 0) as today_calories
     from (select 1) as one
     left join workout_logs w on w.user_id = $1 and w.performed_on between $2::date and $3::date`,
    [userId, weekStart(today), today],
  );
  return rows[0];
}

/** Calories the member logged on each day of this week so far (meal_logs_user_date_idx). */
async function weekMealCalories(db: Queryable, userId: number, today: string): Promise<number[]> {
  const { rows } = await db.query<{ calories: string }>(
    `select sum(calories) as calories from meal_logs
     where user_id = $1 and log_date between $2::date and $3::date group by log_date`,
    [userId, weekStart(today), today],
  );
  return rows.map((r) => Number(r.calories));
}

async function workoutDates(db: Queryable, userId: number, today: string): Promise<string[]> {
  const { rows } = await db.query<{ d: string }>(
    `select distinct performed_on::text as d from workout_logs
     where user_id = $1 and performed_on between $2::date and $3::date`,
    [userId, addDays(today, -STREAK_WINDOW_DAYS), today],
  );
  return rows.map((r) => r.d);
}

/** The daily calorie target of the Meals page, from the body figures this viewer may see. */
function dailyCalorieTarget(
  member: UserRow,
  body: { activityLevel: UserRow['activity_level']; heightCm: number | null; weightKg: number | null },
  today: string,
): number {
  const profile = { ...body, dateOfBirth: member.date_of_birth, fitnessGoal: member.fitness_goal };
  return computeTargets(profile, today).calories;
}

export interface Figures {
  activity: ActivitySummary;
  goals: GoalsSummary;
}

/**
 * Activity and goal progress from the member's logs (D6), or the spec's fallback figures while
 * they have never logged a workout. `metricsVisible` false hides what height and weight reveal
 * (the calorie formula and the weight-loss progress) from viewers the member's 'fitness metrics'
 * choice keeps out.
 */
export async function activityFigures(
  db: Queryable,
  member: UserRow,
  today: string,
  metricsVisible: boolean,
): Promise<Figures> {
  const [week, dates, mealCalories] = await Promise.all([
    weekFigures(db, member.id, today),
    workoutDates(db, member.id, today),
    weekMealCalories(db, member.id, today),
  ]);
  const target = weeklyTarget(week.plan_frequency);
  const body = {
    activityLevel: member.activity_level,
    heightCm: metricsVisible ? member.height_cm : null,
    weightKg: metricsVisible ? member.weight_kg : null,
  };
  const weekBlock = {
    start: weekStart(today),
    workouts: week.week_workouts,
    activeDays: week.week_days,
    activeMinutes: week.week_minutes,
    calories: week.week_calories,
    target,
  };
  const streak = { weeks: weekStreak(dates, today, target), days: dayStreak(dates, today) };

  if (!week.has_logs) {
    const figures = fallbackActivity(body);
    const goals = fallbackGoals({ id: member.id, fitnessGoal: member.fitness_goal, ...body });
    return {
      activity: { source: 'fallback', ...figures, week: weekBlock, streak },
      goals: { source: 'fallback', ...goals, activeDaysThisWeek: week.week_days, weeklyTarget: target },
    };
  }
  return {
    activity: {
      source: 'logs',
      steps: null,
      calories: week.today_calories,
      activeMinutes: week.today_minutes,
      sleepHours: null,
      week: weekBlock,
      streak,
    },
    goals: {
      source: 'logs',
      weightProgress: member.fitness_goal === 'weight_loss' ? weightLossProgress(body.heightCm, body.weightKg) : null,
      workoutProgress: workoutProgress(week.week_days, target),
      // From the meal diary (the meals domain's table), against the same targets the Meals page shows.
      nutritionProgress: nutritionProgress(mealCalories, dailyCalorieTarget(member, body, today)),
      activeDaysThisWeek: week.week_days,
      weeklyTarget: target,
    },
  };
}
