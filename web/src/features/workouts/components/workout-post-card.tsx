import type { WorkoutShareSummary } from '@common/schemas/workout-share';

/** A shared workout inside a post card (exercises, volume, records); the workouts issue styles it. */
export function WorkoutPostCard({ workout }: { workout: WorkoutShareSummary }) {
  return (
    <div className="rounded-lg border border-border p-3 text-sm">
      <p className="font-semibold">{workout.title}</p>
      <p className="text-muted-foreground">
        {workout.exercises.length} exercises · {workout.totalVolumeKg} kg volume
      </p>
    </div>
  );
}
