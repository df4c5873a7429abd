import { addDays, localIsoDate } from '@common/fitness/dates';
import type { TrainingDay, TrainingLoad } from '@common/schemas/training';
import { TRAINING_TEXTS as T } from '@common/training-texts';
import { Activity } from 'lucide-react';
import { useState } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useTrainingLoad } from '../api/get-training-load';
import { formatLoad } from '../lib/format';
import { NotCountedList } from './not-counted-list';

const RANGES = [4, 12, 26, 52].map((n) => ({ value: String(n), label: `Last ${n} weeks` }));
const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
const figure = (n: number | null) => (n === null ? '–' : formatLoad(n));

/** A day as drawn: its load null when none of its sessions has a known load (unknown, not 0). */
type ShownDay = Omit<TrainingDay, 'load'> & { load: number | null };

/**
 * The days with the load of a day whose every session is unknown left out: the averages count it
 * as 0 (decision 0029), but a "0.0" in its row or the chart's tooltip would be a load the member
 * never produced. A rest day (no session) keeps its 0.
 */
function shownDays(data: TrainingLoad): ShownDay[] {
  const counted = new Set(data.sessions.filter((s) => s.load !== null).map((s) => s.date));
  return data.days.map((d) => (d.notCounted > 0 && !counted.has(d.date) ? { ...d, load: null } : d));
}

function Chart({ days }: { days: ShownDay[] }) {
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart accessibilityLayer={false} data={days}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={dayLabel} tick={{ fontSize: 11 }} minTickGap={24} />
          <YAxis width={44} tick={{ fontSize: 11 }} />
          <Tooltip labelFormatter={(d) => dayLabel(String(d))} />
          <Legend />
          <Bar dataKey="load" name="Daily load" fill="#cbd5e1" />
          <Line dataKey="fitness" name="Fitness (42 days)" stroke="#2563eb" dot={false} strokeWidth={2} />
          <Line dataKey="fatigue" name="Fatigue (7 days)" stroke="#ea580c" dot={false} strokeWidth={2} />
          <Line dataKey="form" name="Form" stroke="#16a34a" dot={false} strokeWidth={2} strokeDasharray="4 3" />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The progress page's fitness, fatigue and form, with what each means and what was left out. */
export function TrainingLoadSection() {
  const [weeks, setWeeks] = useState(12);
  const to = localIsoDate();
  const from = addDays(to, -(weeks * 7 - 1));
  const load = useTrainingLoad(from, to);
  const data = load.data;
  const days = data ? shownDays(data) : [];
  const last = data?.days.at(-1);
  const notCounted = data?.sessions.filter((s) => s.load === null) ?? [];
  return (
    <section aria-labelledby="training-load-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="training-load-title" className="text-lg font-semibold">
          {T.fitnessTitle}
        </h2>
        <div className="flex items-center gap-2">
          <Label htmlFor="training-range">Show</Label>
          <Select
            id="training-range"
            className="w-auto"
            options={RANGES}
            value={String(weeks)}
            onChange={(e) => setWeeks(Number(e.target.value))}
          />
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{T.fitnessExplanation}</p>
      {!data ? (
        load.isError ? (
          <p className="text-destructive">This could not be loaded. Please reload the page.</p>
        ) : (
          <Skeleton className="h-64 w-full" />
        )
      ) : data.firstLoadDate === null || data.days.every((d) => d.fitness === null) ? (
        <EmptyState
          icon={Activity}
          title={T.noLoad}
          description={T.noLoadHint}
          className="rounded-xl border border-border bg-card"
        />
      ) : (
        <figure className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4">
          <figcaption className="text-sm" data-testid="training-today">
            On {dayLabel(last!.date)}: fitness{' '}
            <span className="font-semibold tabular-nums">{figure(last!.fitness)}</span>, fatigue{' '}
            <span className="font-semibold tabular-nums">{figure(last!.fatigue)}</span>, form{' '}
            <span className="font-semibold tabular-nums">{figure(last!.form)}</span>.
          </figcaption>
          <Chart days={days} />
          <p className="text-xs text-muted-foreground">{T.mixedUnits}</p>
          <details>
            <summary className="cursor-pointer text-sm font-medium">The figures day by day</summary>
            <div className="max-h-72 overflow-auto">
              <table className="w-full text-left text-sm tabular-nums">
                <caption className="sr-only">Daily load, fitness, fatigue and form</caption>
                <thead className="text-xs text-muted-foreground">
                  <tr>
                    {['Day', 'Load', 'Not counted', 'Fitness', 'Fatigue', 'Form'].map((h) => (
                      <th key={h} scope="col" className="p-1.5">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {[...days].reverse().map((d) => (
                    <tr key={d.date} className="border-t border-border">
                      <td className="p-1.5">{dayLabel(d.date)}</td>
                      <td className="p-1.5">{figure(d.load)}</td>
                      <td className="p-1.5">{d.notCounted || ''}</td>
                      <td className="p-1.5">{figure(d.fitness)}</td>
                      <td className="p-1.5">{figure(d.fatigue)}</td>
                      <td className="p-1.5">{figure(d.form)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </figure>
      )}
      {data && <NotCountedList sessions={notCounted} />}
    </section>
  );
}
