/** The figures of one set in a shared workout, canonical (kg, km), so each viewer reads them in their units. */
export interface ShareSet {
  reps: number | null;
  weightKg: number | null;
  durationSeconds: number | null;
  distanceKm: number | null;
}

/**
 * A logged workout shared as a post: a snapshot taken by the server when the member shares it
 * (the workouts issue builds it; the posts issue stores it in posts.workout and shows it).
 * The text fields (`best`, `value`) are the metric wording; posts shared since issue 16 also carry
 * the figures (`bestSet`, `weightKg`, `distanceKm`), which the web shows in the viewer's units.
 */
export interface WorkoutShareSummary {
  logId: number;
  title: string;
  date: string;
  durationMinutes: number | null;
  exercises: { name: string; sets: number; best: string | null; bestSet?: ShareSet | null }[];
  totalVolumeKg: number;
  personalRecords: { exercise: string; value: string; weightKg?: number; distanceKm?: number }[];
}
