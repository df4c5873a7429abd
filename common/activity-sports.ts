// Sports of GPS activities and how their times read (issue 14). No zod here: the feed's activity
// card uses them (issue 21), the schemas are in ./schemas/activities.ts.

export const SPORTS = ['run', 'ride', 'walk', 'hike', 'swim'] as const;
export type Sport = (typeof SPORTS)[number];
export const SPORT_LABELS: Record<Sport, string> = {
  run: 'Run',
  ride: 'Ride',
  walk: 'Walk',
  hike: 'Hike',
  swim: 'Swim',
};

/** 1471.2 s → '24:31', 4000 → '1:06:40': a time as a stopwatch shows it. */
export function formatStopwatch(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const [h, m, sec] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const mm = h ? String(m).padStart(2, '0') : String(m);
  return `${h ? `${h}:` : ''}${mm}:${String(sec).padStart(2, '0')}`;
}
