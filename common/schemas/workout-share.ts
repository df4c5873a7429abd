/**
 * A logged workout shared as a post: a snapshot taken by the server when the member shares it
 * (the workouts issue builds it; the posts issue stores it in posts.workout and shows it).
 */
export interface WorkoutShareSummary {
  logId: number;
  title: string;
  date: string;
  durationMinutes: number | null;
  exercises: { name: string; sets: number; best: string | null }[];
  totalVolumeKg: number;
  personalRecords: { exercise: string; value: string }[];
}
