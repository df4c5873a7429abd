import type { LoggingType } from '@common/exercises/vocab';
import type { RecordSet } from '@common/schemas/workout-exercises';
import { formatDistance, formatWeight, type UnitPreferences } from '@common/units';
import { formatClock } from '@/features/workouts';

// How one logged set reads on the exercise page, the way lifters write it: "80 kg × 5",
// "+20 kg × 8" (added to the body), "−30 kg × 8" (assistance), "12 reps", "1:30", "5 km in 25:00".
// Figures arrive in kg and km and are shown in the member's units.

export type SetFigures = Pick<RecordSet, 'reps' | 'weightKg' | 'durationSeconds' | 'distanceKm'>;

/** The set's load as written for the logging type; null when it has none worth showing. */
export function formatLoad(weightKg: number | null, type: LoggingType, units: UnitPreferences): string | null {
  if (weightKg === null) return null;
  if (type === 'weighted_bodyweight') return weightKg > 0 ? `+${formatWeight(weightKg, units.weight)}` : 'Bodyweight';
  if (type === 'assisted_bodyweight')
    return weightKg > 0 ? `−${formatWeight(weightKg, units.weight)}` : 'No assistance';
  return weightKg > 0 ? formatWeight(weightKg, units.weight) : null;
}

const repsText = (reps: number) => `${reps} ${reps === 1 ? 'rep' : 'reps'}`;

/** '80 kg × 5', '+20 kg × 8', '12 reps', '1:30', '5 km in 25:00', '20 kg · 0:45'; '—' for an empty set. */
export function formatSet(set: SetFigures, type: LoggingType, units: UnitPreferences): string {
  const load = formatLoad(set.weightKg, type, units);
  const parts: string[] = [];
  if (set.reps) parts.push(load ? `${load} × ${set.reps}` : repsText(set.reps));
  else if (load) parts.push(load);
  const distance = set.distanceKm ? formatDistance(set.distanceKm, units.distance) : null;
  const time = set.durationSeconds ? formatClock(set.durationSeconds) : null;
  if (distance && time) parts.push(`${distance} in ${time}`);
  else if (distance || time) parts.push((distance ?? time)!);
  return parts.join(' · ') || '—';
}
