import type { DayNutrition } from '../nutrition/daily-target';

// Activity summary and goals (spec sections 3 and 9, DECISIONS D6 revised): every figure comes
// from the member's own logs or a target they set. A member who never logged a workout gets
// source 'none', and the screens invite the first one instead of showing a typical day. Steps and
// sleep are not recorded by FitCircle, so they are always null and not shown.

export type FiguresSource = 'logs' | 'none';

export interface ActivitySummary {
  source: FiguresSource;
  /** Not recorded: always null (the spec's field). */
  steps: number | null;
  /** Today's estimated calories burned; null when no workout of today has an estimate (no body weight). */
  calories: number | null;
  /** Today's active minutes. */
  activeMinutes: number;
  /** Not recorded: always null (the spec's field). */
  sleepHours: number | null;
  week: {
    start: string;
    workouts: number;
    /** Distinct days with a workout: what the weekly target (days per week) counts. */
    activeDays: number;
    activeMinutes: number;
    /** Estimated calories burned this week; null when no workout has an estimate. */
    calories: number | null;
    /** Days a week the member's active plan asks for; null without an active plan. */
    target: number | null;
  };
  streak: {
    /** Consecutive Monday-to-Sunday weeks that reached the plan's days (without a plan: had a workout). */
    weeks: number;
    /** Consecutive days with a workout. */
    days: number;
  };
}

export interface GoalsSummary {
  source: FiguresSource;
  /** Percentages, 0 to 100; null where the member's data gives no figure. */
  weightProgress: number | null;
  workoutProgress: number | null;
  /** Today's calories against the day's nutrition target (the same figure as the diary); may pass 100. */
  nutritionProgress: number | null;
  activeDaysThisWeek: number;
  weeklyTarget: number | null;
  /**
   * Today's nutrition: the target with its source and what was eaten. Only for the member and
   * admins (the food diary is private); null for other viewers.
   */
  nutrition: DayNutrition | null;
}
