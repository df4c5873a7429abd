import type { Split } from '@common/schemas/activities';
import {
  type DistanceUnit,
  formatDuration,
  formatElevation,
  formatPace,
  formatSpeed,
  METRES_PER,
  showsSpeed,
} from '../lib/format';

/** What a split without times in the file shows for its time, pace and speed. */
const UNKNOWN = 'unknown';

/**
 * Per-km (or per-mile) splits: each split's moving time, pace (speed for a ride), elevation change
 * and heart rate. A split the file gave no times for shows its time as unknown.
 */
export function SplitsTable({ splits, unit, sport }: { splits: Split[]; unit: DistanceUnit; sport: string | null }) {
  if (splits.length === 0) return null;
  const speed = showsSpeed(sport);
  const hasHr = splits.some((s) => s.avgHeartRate !== null);
  const hasEle = splits.some((s) => s.elevationChangeM !== null);
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full text-left text-sm" aria-label="Splits">
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="p-2 pl-3">
              {unit === 'km' ? 'Km' : 'Mile'}
            </th>
            <th scope="col" className="p-2">
              Time
            </th>
            <th scope="col" className="p-2">
              {speed ? 'Speed' : 'Pace'}
            </th>
            {hasEle && (
              <th scope="col" className="p-2">
                Elev.
              </th>
            )}
            {hasHr && (
              <th scope="col" className="p-2">
                HR
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {splits.map((s) => {
            const partial = s.distanceM < METRES_PER[unit] - 1;
            return (
              <tr key={s.index} className="border-t border-border tabular-nums">
                <th scope="row" className="p-2 pl-3 font-medium">
                  {partial ? (s.distanceM / METRES_PER[unit]).toFixed(2) : s.index}
                </th>
                <td className="p-2">{s.movingSeconds === null ? UNKNOWN : formatDuration(s.movingSeconds)}</td>
                <td className="p-2">
                  {s.movingSeconds === null
                    ? UNKNOWN
                    : speed
                      ? formatSpeed(s.movingSeconds, s.distanceM, unit)
                      : formatPace(s.movingSeconds, s.distanceM, unit)}
                </td>
                {hasEle && (
                  <td className="p-2">
                    {s.elevationChangeM === null
                      ? '—'
                      : `${s.elevationChangeM > 0 ? '+' : ''}${formatElevation(s.elevationChangeM, unit)}`}
                  </td>
                )}
                {hasHr && <td className="p-2">{s.avgHeartRate ?? '—'}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
