// Activity summary and goals (spec sections 3 and 9, DECISIONS D6): from the member's logs, or the
// spec's fallback figures while they have none ('fallback'). Steps and sleep are not tracked:
// with logs they are null and the screens say so.

export type FiguresSource = 'logs' | 'fallback';

export interface ActivitySummary {
  source: FiguresSource;
  /** The spec's fields: today's figures with logs, the typical day of the activity level without. */
  steps: number | null;
  calories: number | null;
  activeMinutes: number;
  sleepHours: number | null;
  week: {
    start: string;
    workouts: number;
    /** Distinct days with a workout: what the weekly target (days per week) counts. */
    activeDays: number;
    activeMinutes: number;
    calories: number;
    /** Workouts a week the member aims for: the active plan's frequency, else 3. */
    target: number;
  };
  streak: {
    /** Consecutive Monday-to-Sunday weeks that reached the target. */
    weeks: number;
    /** Consecutive days with a workout. */
    days: number;
  };
}

export interface GoalsSummary {
  source: FiguresSource;
  /** Percentages, 0 to 100; null where nothing tracked gives a figure. */
  weightProgress: number | null;
  workoutProgress: number | null;
  nutritionProgress: number | null;
  activeDaysThisWeek: number;
  weeklyTarget: number;
}
