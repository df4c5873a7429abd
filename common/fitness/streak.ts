import { addDays, weekStart } from './dates';

// Two streaks, both computed from the dates a member logged workouts:
// - days: consecutive days with a workout, ending today, or yesterday while today is still open;
// - weeks: consecutive Monday-to-Sunday weeks in which the member reached their weekly target
//   (the active plan's frequency), ending with this week once it is reached, else last week.
// The weekly streak is the one the app puts first: plans have rest days, which break a daily one.

export function dayStreak(workoutDates: Iterable<string>, today: string): number {
  const dates = new Set(workoutDates);
  let day = dates.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (dates.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

export function weekStreak(workoutDates: Iterable<string>, today: string, target: number): number {
  const perWeek = new Map<string, number>();
  for (const date of new Set(workoutDates)) {
    const week = weekStart(date);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  const reached = (week: string) => (perWeek.get(week) ?? 0) >= Math.max(1, target);
  const thisWeek = weekStart(today);
  let week = reached(thisWeek) ? thisWeek : addDays(thisWeek, -7);
  let streak = 0;
  while (reached(week)) {
    streak += 1;
    week = addDays(week, -7);
  }
  return streak;
}
