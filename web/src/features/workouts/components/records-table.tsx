import type { PersonalRecord } from '@common/schemas/workout-logs';
import { formatDistance, formatPace, formatWeight } from '@common/units';
import { Trophy } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { useUnits } from '@/features/auth/use-units';
import { formatDay, formatDuration } from '../lib/format';

/** Personal records per exercise, derived from every logged set (warm-ups left out), in the member's units. */
export function RecordsTable({ records }: { records: PersonalRecord[] }) {
  const units = useUnits();
  if (records.length === 0) {
    return <EmptyState icon={Trophy} title="No records yet" description="Log a workout and your bests show up here." />;
  }
  const dash = '—';
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Personal records</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="p-3">
              Exercise
            </th>
            <th scope="col" className="p-3">
              Heaviest
            </th>
            <th scope="col" className="p-3">
              Est. 1RM
            </th>
            <th scope="col" className="p-3">
              Most reps
            </th>
            <th scope="col" className="p-3">
              Longest
            </th>
            <th scope="col" className="p-3">
              Best pace
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr key={r.exerciseId} className="border-t border-border">
              <th scope="row" className="p-3 font-medium">
                {r.exercise}
                <span className="block text-xs font-normal text-muted-foreground">
                  {r.sessions} {r.sessions === 1 ? 'session' : 'sessions'} · last{' '}
                  {formatDay(r.lastPerformed, { weekday: undefined })}
                </span>
              </th>
              <td className="p-3">{r.heaviestWeightKg ? formatWeight(r.heaviestWeightKg, units.weight) : dash}</td>
              <td className="p-3">{r.bestOneRepMaxKg ? formatWeight(r.bestOneRepMaxKg, units.weight) : dash}</td>
              <td className="p-3">{r.mostReps ?? dash}</td>
              <td className="p-3">
                {r.longestDistanceKm
                  ? formatDistance(r.longestDistanceKm, units.distance)
                  : r.longestDurationSeconds
                    ? formatDuration(r.longestDurationSeconds)
                    : dash}
              </td>
              <td className="p-3">
                {r.fastestPaceSecondsPerKm ? formatPace(r.fastestPaceSecondsPerKm, units.distance) : dash}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
