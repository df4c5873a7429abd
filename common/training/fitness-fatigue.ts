import { addDays, daysBetween } from '../fitness/dates';

// Fitness, fatigue and form (decision 0029): exponentially weighted averages of the daily load.
// Each day, an average moves toward that day's load by 1 - e^(-1/τ) of the distance (τ = 42 days
// for fitness, 7 for fatigue), so a day's load fades by e^(-1/τ) a day after. Form is fitness
// minus fatigue. A day without training has load 0. The averages start at 0 on the member's first
// day with a known load: before it there is nothing to average, and the series says so (null).

export const FITNESS_DAYS = 42;
export const FATIGUE_DAYS = 7;

/** The share of the way an average moves toward each day's load. */
export const ewmaWeight = (days: number) => 1 - Math.exp(-1 / days);

export interface LoadDay {
  date: string;
  fitness: number | null;
  fatigue: number | null;
  form: number | null;
}

/**
 * The averages for every day from `from` to `to` (inclusive), from the loads of all the member's
 * days up to `to` (date → summed load; days not in the map had no load). Days before the first
 * loaded day are null.
 */
export function fitnessFatigue(loads: ReadonlyMap<string, number>, from: string, to: string): LoadDay[] {
  const loadedDays = [...loads.keys()].filter((d) => daysBetween(d, to) >= 0).sort();
  const first = loadedDays[0];
  const fitnessK = ewmaWeight(FITNESS_DAYS);
  const fatigueK = ewmaWeight(FATIGUE_DAYS);
  const days: LoadDay[] = [];
  let fitness = 0;
  let fatigue = 0;
  const start = first && daysBetween(first, from) > 0 ? first : from;
  for (let date = start; daysBetween(date, to) >= 0; date = addDays(date, 1)) {
    const started = first !== undefined && daysBetween(first, date) >= 0;
    if (started) {
      const load = loads.get(date) ?? 0;
      fitness += (load - fitness) * fitnessK;
      fatigue += (load - fatigue) * fatigueK;
    }
    if (daysBetween(from, date) >= 0) {
      days.push(
        started
          ? { date, fitness, fatigue, form: fitness - fatigue }
          : { date, fitness: null, fatigue: null, form: null },
      );
    }
  }
  return days;
}
