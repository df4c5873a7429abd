import { ONE_REP_MAX_METHODS } from '@common/coach-texts';
import { EQUIPMENT_LABELS } from '@common/exercises/vocab';
import type { PersonalRecord } from '@common/schemas/workout-logs';
import { formatDistance, formatPace, formatWeight, type UnitPreferences } from '@common/units';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { useUnits } from '@/features/auth';
import { formatDay, formatDuration } from '../lib/format';

const WIDE = 'hidden p-3 sm:table-cell';
/** Named with its method: the coach's effort-based max reads RPE and can differ (see COACH_WHY.effort). */
const ONE_REP_MAX_COLUMN = `Est. 1RM (${ONE_REP_MAX_METHODS.epleyShort})`;

/** A record's bests as [label, value], in column order; without `dash`, only those it has. */
function bests(r: PersonalRecord, units: UnitPreferences, dash?: string): [string, string][] {
  const all: [string, string | null][] = [
    [
      'Heaviest',
      r.heaviestWeightKg === null
        ? null
        : r.loggingType === 'assisted_bodyweight'
          ? `−${formatWeight(r.heaviestWeightKg, units.weight)}`
          : r.loggingType === 'weighted_bodyweight'
            ? `+${formatWeight(r.heaviestWeightKg, units.weight)}`
            : formatWeight(r.heaviestWeightKg, units.weight),
    ],
    [ONE_REP_MAX_COLUMN, r.bestOneRepMaxKg ? formatWeight(r.bestOneRepMaxKg, units.weight) : null],
    ['Most reps', r.mostReps ? String(r.mostReps) : null],
    [
      'Longest',
      r.longestDistanceKm
        ? formatDistance(r.longestDistanceKm, units.distance)
        : r.longestDurationSeconds
          ? formatDuration(r.longestDurationSeconds)
          : null,
    ],
    ['Best pace', r.fastestPaceSecondsPerKm ? formatPace(r.fastestPaceSecondsPerKm, units.distance) : null],
  ];
  return dash === undefined
    ? all.filter((b): b is [string, string] => b[1] !== null)
    : all.map(([label, value]) => [label, value ?? dash]);
}

/**
 * Personal records per exercise, derived from every logged set (warm-ups left out), in the member's
 * units. Each equipment variant is its own row; an assisted exercise's best is its least assistance.
 */
export function RecordsTable({ records }: { records: PersonalRecord[] }) {
  const units = useUnits();
  if (records.length === 0) {
    return <EmptyState icon={Trophy} title="No records yet" description="Log a workout and your bests show up here." />;
  }
  const dash = '—';
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full text-left text-sm sm:min-w-[36rem]">
        <caption className="sr-only">Personal records</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="p-3">
              Exercise
            </th>
            {/* Phones: one column of bests instead of five (issue 16: no table wider than the screen). */}
            <th scope="col" className="p-3 sm:hidden">
              Bests
            </th>
            <th scope="col" className={WIDE}>
              Heaviest
            </th>
            <th scope="col" className={WIDE} title={ONE_REP_MAX_METHODS.epley}>
              {ONE_REP_MAX_COLUMN}
            </th>
            <th scope="col" className={WIDE}>
              Most reps
            </th>
            <th scope="col" className={WIDE}>
              Longest
            </th>
            <th scope="col" className={WIDE}>
              Best pace
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr key={r.exerciseId} className="border-t border-border">
              <th scope="row" className="p-3 font-medium">
                <Link to={`/exercises/${r.exerciseId}`} className="underline-offset-2 hover:underline">
                  {r.exercise}
                </Link>
                <span className="block text-xs font-normal text-muted-foreground">
                  {EQUIPMENT_LABELS[r.equipment]} · {r.sessions} {r.sessions === 1 ? 'session' : 'sessions'} · last{' '}
                  {formatDay(r.lastPerformed, { weekday: undefined })}
                </span>
              </th>
              <td className="p-3 sm:hidden">
                {bests(r, units).map(([label, value]) => (
                  <span key={label} className="block">
                    {label} <span className="font-medium">{value}</span>
                  </span>
                ))}
              </td>
              {bests(r, units, dash).map(([label, value]) => (
                <td key={label} className={WIDE}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
