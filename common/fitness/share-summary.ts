import type { WorkoutShareSummary } from '../schemas/workout-share';
import { setVolumeKg } from './one-rep-max';

// The snapshot of a logged workout that a post carries (common/schemas/workout-share.ts): built
// by the server when the member shares it, and by the web for the preview before sharing.

interface SetLike {
  reps: number | null;
  weightKg: number | null;
  durationSeconds: number | null;
  distanceKm: number | null;
}

interface LogLike {
  id: number;
  title: string;
  date: string;
  durationMinutes: number | null;
  exercises: { name: string; sets: SetLike[] }[];
}

const trim = (n: number) => String(Math.round(n * 100) / 100);

function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** The exercise's best set in words: '80 kg x 5', '12 reps', '5 km in 25:00', '45 s'. */
export function bestSetLabel(sets: readonly SetLike[]): string | null {
  const weighted = sets.filter((s) => (s.weightKg ?? 0) > 0 && (s.reps ?? 0) > 0);
  if (weighted.length) {
    const best = weighted.reduce((a, b) =>
      b.weightKg! > a.weightKg! || (b.weightKg === a.weightKg && b.reps! > a.reps!) ? b : a,
    );
    return `${trim(best.weightKg!)} kg x ${best.reps}`;
  }
  const far = sets.filter((s) => (s.distanceKm ?? 0) > 0);
  if (far.length) {
    const best = far.reduce((a, b) => (b.distanceKm! > a.distanceKm! ? b : a));
    return best.durationSeconds
      ? `${trim(best.distanceKm!)} km in ${clock(best.durationSeconds)}`
      : `${trim(best.distanceKm!)} km`;
  }
  const reps = Math.max(0, ...sets.map((s) => s.reps ?? 0));
  if (reps > 0) return `${reps} reps`;
  const longest = Math.max(0, ...sets.map((s) => s.durationSeconds ?? 0));
  if (longest > 0)
    return longest < 60 ? `${longest} s` : longest % 60 ? `${clock(longest)} min` : `${longest / 60} min`;
  return null;
}

export function shareSummaryOf(
  log: LogLike,
  personalRecords: WorkoutShareSummary['personalRecords'] = [],
): WorkoutShareSummary {
  const volume = log.exercises.flatMap((e) => e.sets).reduce((sum, set) => sum + setVolumeKg(set), 0);
  return {
    logId: log.id,
    title: log.title,
    date: log.date,
    durationMinutes: log.durationMinutes,
    exercises: log.exercises.map((e) => ({ name: e.name, sets: e.sets.length, best: bestSetLabel(e.sets) })),
    totalVolumeKg: Math.round(volume * 10) / 10,
    personalRecords,
  };
}
