import { countOf } from '@common/en-us-format';
import type { WorkoutLog } from '@common/schemas/workout-logs';
import { History } from 'lucide-react';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useUnits } from '@/features/auth';
import { useDeleteLog, useLogs } from '../api/logs';
import { formatDay, formatVolume, formatWorkoutMinutes } from '../lib/format';
import { LoggedExercises } from './logged-exercises';

/** The History tab: logged workouts, latest first, with their sets; Edit and Delete. */
export function WorkoutHistory({ onEdit, onLogPast }: { onEdit: (log: WorkoutLog) => void; onLogPast: () => void }) {
  const list = useLogs();
  const units = useUnits();
  const remove = useDeleteLog();
  if (list.isPending) return <Spinner label="Loading your workouts" />;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button variant="secondary" onClick={onLogPast}>
          Log a past workout
        </Button>
      </div>
      {list.items.length === 0 && (
        <EmptyState
          icon={History}
          title="No workouts logged yet"
          description="Start today's workout or log a past one."
        />
      )}
      <ul className="flex flex-col gap-3">
        {list.items.map((log) => (
          <li key={log.id} className="rounded-xl border border-border bg-card p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold [overflow-wrap:anywhere]">{log.title}</h3>
              <span className="text-sm text-muted-foreground">{formatDay(log.date)}</span>
            </div>
            <p className="text-sm text-muted-foreground">
              {formatWorkoutMinutes(log.durationMinutes)} · {countOf(log.totalSets, 'set')}
              {log.totalVolumeKg > 0 ? ` · ${formatVolume(log.totalVolumeKg, units.weight)} volume` : ''}
              {log.estimatedCalories !== null ? ` · ${log.estimatedCalories} kcal` : ''}
              {log.planName ? ` · ${log.planName}` : ''}
            </p>
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer font-medium text-primary">Exercises</summary>
              <LoggedExercises exercises={log.exercises} />
              {log.notes && <p className="mt-2 italic [overflow-wrap:anywhere]">{log.notes}</p>}
            </details>
            <div className="mt-3 flex gap-2">
              <Button size="sm" variant="outline" onClick={() => onEdit(log)}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  if (window.confirm(`Delete the workout "${log.title}" of ${formatDay(log.date)}?`))
                    remove.mutate(log.id);
                }}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={() => list.fetchNextPage()} />
    </div>
  );
}
