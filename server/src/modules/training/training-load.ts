import { daysBetween } from '@common/fitness/dates';
import type { TrainingLoad, TrainingSession } from '@common/schemas/training';
import { FATIGUE_DAYS, FITNESS_DAYS, fitnessFatigue } from '@common/training/fitness-fatigue';
import { sessionLoad } from '@common/training/training-load';
import type { Queryable } from '../../db/pool';
import { histogramOf } from './activity-training-repository';
import { memberHeartRate } from './heart-rate-profile';
import { activitySessions, workoutSessions } from './load-repository';
import { round1 } from './round';

/**
 * The member's daily loads, fitness, fatigue and form from `from` to `to`, and the sessions of the
 * range with their loads. A session whose load is unknown adds nothing to its day and is counted
 * in the day's `notCounted`; a day without sessions has load 0.
 */
export async function trainingLoad(
  db: Queryable,
  userId: number,
  range: { from: string; to: string; tz: string },
): Promise<TrainingLoad> {
  const [{ profile }, activities, workouts] = await Promise.all([
    memberHeartRate(db, userId),
    activitySessions(db, userId, range.to, range.tz),
    workoutSessions(db, userId, range.to),
  ]);
  const sessions: TrainingSession[] = [];
  for (const a of activities) {
    const histogram = histogramOf(a);
    const minutes = a.moving_s !== null && a.moving_s > 0 ? a.moving_s / 60 : null;
    const load = sessionLoad({ histogram, profile, effort: a.effort, minutes });
    sessions.push({
      kind: 'activity',
      id: Number(a.id),
      title: a.title,
      date: a.day,
      effort: a.effort,
      load: load?.load ?? null,
      loadMethod: load?.method ?? null,
      hasHeartRate: histogram !== null || a.avg_heart_rate !== null,
    });
  }
  for (const w of workouts) {
    const load = sessionLoad({ histogram: null, profile: null, effort: w.effort, minutes: w.duration_minutes });
    sessions.push({
      kind: 'workout',
      id: w.id,
      title: w.title,
      date: w.day,
      effort: w.effort,
      load: load?.load ?? null,
      loadMethod: load?.method ?? null,
      hasHeartRate: false,
    });
  }
  const loads = new Map<string, number>();
  const notCounted = new Map<string, number>();
  for (const s of sessions) {
    if (s.load === null) notCounted.set(s.date, (notCounted.get(s.date) ?? 0) + 1);
    else loads.set(s.date, (loads.get(s.date) ?? 0) + s.load);
  }
  const firstLoadDate = [...loads.keys()].sort()[0] ?? null;
  const inRange = (date: string) => daysBetween(range.from, date) >= 0 && daysBetween(date, range.to) >= 0;
  const round = (n: number | null) => (n === null ? null : round1(n));
  return {
    from: range.from,
    to: range.to,
    fitnessDays: FITNESS_DAYS,
    fatigueDays: FATIGUE_DAYS,
    firstLoadDate,
    days: fitnessFatigue(loads, range.from, range.to).map((d) => ({
      date: d.date,
      load: round1(loads.get(d.date) ?? 0),
      notCounted: notCounted.get(d.date) ?? 0,
      fitness: round(d.fitness),
      fatigue: round(d.fatigue),
      form: round(d.form),
    })),
    sessions: sessions
      .filter((s) => inRange(s.date))
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
      .map((s) => ({ ...s, load: round(s.load) })),
  };
}
