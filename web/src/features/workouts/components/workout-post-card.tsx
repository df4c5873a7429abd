import { sharedBestText, sharedRecordText } from '@common/fitness/share-summary';
import type { WorkoutShareSummary } from '@common/schemas/workout-share';
import { Dumbbell, Trophy } from 'lucide-react';
import { useId } from 'react';
import { useUnits } from '@/features/auth';
import { formatDay, formatVolume } from '../lib/format';

/**
 * A shared workout inside a post card: exercises with their best set, total volume and records,
 * in the viewer's units (the snapshot keeps kg and km).
 */
export function WorkoutPostCard({ workout }: { workout: WorkoutShareSummary }) {
  const titleId = useId();
  const units = useUnits();
  const facts = [
    formatDay(workout.date),
    workout.durationMinutes ? `${workout.durationMinutes} min` : null,
    workout.totalVolumeKg > 0 ? `${formatVolume(workout.totalVolumeKg, units.weight)} volume` : null,
  ].filter(Boolean);
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-border bg-muted/40 p-3 text-sm">
      <div className="flex items-center gap-2">
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
          <Dumbbell className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold [overflow-wrap:anywhere]">
            {workout.title}
          </h2>
          <p className="text-xs text-muted-foreground">{facts.join(' · ')}</p>
        </div>
      </div>
      <ul className="mt-2 flex flex-col gap-1" aria-label="Exercises">
        {workout.exercises.map((exercise, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a snapshot: its exercises never reorder
          <li key={i} className="flex flex-wrap justify-between gap-x-3">
            <span className="font-medium">{exercise.name}</span>
            <span className="text-muted-foreground">
              {exercise.sets} {exercise.sets === 1 ? 'set' : 'sets'}
              {sharedBestText(exercise, units) ? ` · best ${sharedBestText(exercise, units)}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {workout.personalRecords.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Personal records">
          {workout.personalRecords.map((record) => (
            <li
              key={`${record.exercise}-${record.value}`}
              className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-strong"
            >
              <Trophy className="size-3.5" aria-hidden="true" />
              New record: {record.exercise} {sharedRecordText(record, units)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
