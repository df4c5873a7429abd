// How workout figures read on screen.

/** 90 → '1:30', 3725 → '1:02:05'. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** A duration in words: 45 s, 20 min, 1 h 5 min. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}

const kg = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} kg`;

export interface TargetLike {
  sets?: number;
  reps?: number | null;
  weightKg?: number | null;
  durationSeconds?: number | null;
  distanceKm?: number | null;
}

/** '3 x 8 @ 60 kg', '1 x 5 km', '2 x 45 s': what a planned exercise or a set asks for. */
export function formatTarget(t: TargetLike): string {
  const parts: string[] = [];
  if (t.reps) parts.push(`${t.reps} reps`);
  if (t.distanceKm) parts.push(`${t.distanceKm} km`);
  if (t.durationSeconds) parts.push(formatDuration(t.durationSeconds));
  let text = parts.join(' · ') || '—';
  if (t.weightKg) text += ` @ ${kg(t.weightKg)}`;
  return t.sets ? `${t.sets} x ${text}` : text;
}

/** 300 s/km → '5:00 /km'. */
export function formatPace(secondsPerKm: number): string {
  return `${formatClock(secondsPerKm)} /km`;
}

export function formatKg(value: number): string {
  return kg(value);
}

/** A date string 'YYYY-MM-DD' as 'Mon, Jun 2, 2025'. */
export function formatDay(date: string, options: Intl.DateTimeFormatOptions = {}): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...options,
  });
}
