import { bestEffortLabel, formatStopwatch, SPORT_LABELS, type Sport } from '@common/schemas/activities';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useActivityRecords, useActivityTotals } from '../api/activities';
import { formatActivityDay, formatDistance, formatDuration, formatPace, METRES_PER } from '../lib/format';
import { useDistanceUnit } from '../lib/use-distance-unit';

const COLORS: Record<string, string> = {
  run: '#ea580c',
  ride: '#2563eb',
  walk: '#16a34a',
  hike: '#92400e',
  swim: '#0891b2',
  other: '#6b7280',
};

/** Per sport, distance per week or month (a stacked bar chart, with a table for screen readers). */
function Totals() {
  const [period, setPeriod] = useState<'week' | 'month'>('week');
  const totals = useActivityTotals(period, 12);
  const unit = useDistanceUnit();
  if (!totals.data) return <Skeleton className="h-56 w-full" />;
  const sports = [...new Set(totals.data.map((t) => t.sport ?? 'other'))];
  const byPeriod = new Map<string, Record<string, number | string>>();
  for (const t of totals.data) {
    const row = byPeriod.get(t.period) ?? { period: t.period };
    // A period whose activities gave no distance has no bar: unknown is not 0.
    if (t.distanceM !== null) row[t.sport ?? 'other'] = Math.round((t.distanceM / METRES_PER[unit]) * 10) / 10;
    byPeriod.set(t.period, row);
  }
  const rows = [...byPeriod.values()];
  // A chart only when there is something to chart: with nothing logged the box is a plain empty
  // state, not a figure of zeros.
  const Box = rows.length === 0 ? 'div' : 'figure';
  const Caption = rows.length === 0 ? 'p' : 'figcaption';
  return (
    <Box className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Caption className="font-semibold">Distance per {period}</Caption>
        <div className="flex items-center gap-2">
          <Label htmlFor="activity-period">Per</Label>
          <Select
            id="activity-period"
            className="w-32"
            value={period}
            options={[
              { value: 'week', label: 'Week' },
              { value: 'month', label: 'Month' },
            ]}
            onChange={(e) => setPeriod(e.target.value as 'week' | 'month')}
          />
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No runs or rides in this time yet.</p>
      ) : (
        <>
          <div className="h-56 w-full" aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart accessibilityLayer={false} data={rows}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="period" tick={{ fontSize: 11 }} />
                <YAxis unit={` ${unit}`} width={56} tick={{ fontSize: 11 }} />
                <Tooltip />
                <Legend />
                {sports.map((s) => (
                  <Bar
                    key={s}
                    dataKey={s}
                    stackId="d"
                    name={s === 'other' ? 'Other' : SPORT_LABELS[s as Sport]}
                    fill={COLORS[s]}
                  />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </div>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm tabular-nums">
              <caption className="sr-only">Distance and time per {period} and sport</caption>
              <thead className="text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="p-1.5">
                    {period === 'week' ? 'Week of' : 'Month'}
                  </th>
                  <th scope="col" className="p-1.5">
                    Sport
                  </th>
                  <th scope="col" className="p-1.5">
                    Count
                  </th>
                  <th scope="col" className="p-1.5">
                    Distance
                  </th>
                  <th scope="col" className="p-1.5">
                    Time
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...totals.data].reverse().map((t) => (
                  <tr key={`${t.period}-${t.sport}`} className="border-t border-border">
                    <td className="p-1.5">{t.period}</td>
                    <td className="p-1.5">{t.sport ? SPORT_LABELS[t.sport] : 'Other'}</td>
                    <td className="p-1.5">{t.count}</td>
                    <td className="p-1.5">{formatDistance(t.distanceM, unit)}</td>
                    <td className="p-1.5">{formatDuration(t.movingSeconds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Box>
  );
}

/** Fastest 1 km, 5 km, 10 km and half marathon found inside the member's runs. */
function BestEfforts() {
  const records = useActivityRecords();
  const unit = useDistanceUnit();
  if (!records.data) return <Skeleton className="h-24 w-full" />;
  if (records.data.length === 0) {
    return (
      <EmptyState
        icon={Trophy}
        title="No running records yet"
        description="Upload a run of 1 km or more and your best efforts show up here."
      />
    );
  }
  return (
    <ul aria-label="Running records" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
      {records.data.map((r) => (
        <li key={r.distanceM} className="flex flex-col gap-0.5 rounded-xl border border-border bg-card p-3">
          <span className="text-xs text-muted-foreground">{bestEffortLabel(r.distanceM)}</span>
          <span className="text-lg font-semibold tabular-nums">{formatStopwatch(r.seconds)}</span>
          <span className="text-xs text-muted-foreground">{formatPace(r.seconds, r.distanceM, unit)}</span>
          <Link
            to={`/activities/${r.activityId}`}
            className="flex min-h-11 min-w-0 items-center text-xs font-medium text-primary underline"
          >
            <span className="truncate">{r.activityTitle}</span>
          </Link>
          <span className="text-xs text-muted-foreground">{formatActivityDay(r.startedAt)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The progress page's runs and rides: totals per sport and the running records. */
export function ActivityProgress() {
  return (
    <section aria-labelledby="activity-progress-title" className="flex flex-col gap-3">
      <h2 id="activity-progress-title" className="text-lg font-semibold">
        Runs & rides
      </h2>
      <Totals />
      <h3 className="font-semibold">Running records</h3>
      <BestEfforts />
    </section>
  );
}
