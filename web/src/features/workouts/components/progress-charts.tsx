import type { ProgressWeek } from '@common/schemas/workout-logs';
import { weightFromKg } from '@common/units';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useUnits } from '@/features/auth';
import { formatDay } from '../lib/format';

// Charts of the weekly progress (recharts; only the lazy progress page loads this module). Each
// chart has the same figures as a table for screen readers.

const weekLabel = (weekStart: string) => formatDay(weekStart, { weekday: undefined, year: false });

function ChartFigure({
  title,
  weeks,
  value,
  unit,
  children,
}: {
  title: string;
  weeks: ProgressWeek[];
  value: (w: ProgressWeek) => number;
  unit: string;
  children: React.ReactElement;
}) {
  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      <div className="h-56 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">{unit}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart}>
              <td>{weekLabel(w.weekStart)}</td>
              <td>{value(w)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export function ProgressCharts({ weeks }: { weeks: ProgressWeek[] }) {
  const { weight } = useUnits();
  // Volume in the member's weight unit, whole pounds or kg to 0.1.
  const volume = (w: ProgressWeek) =>
    weight === 'kg' ? Math.round(w.volumeKg * 10) / 10 : Math.round(weightFromKg(w.volumeKg, weight));
  const data = weeks.map((w) => ({ ...w, volume: volume(w), label: weekLabel(w.weekStart) }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure title={`Volume per week (${weight})`} weeks={weeks} value={volume} unit={weight}>
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis tick={{ fontSize: 11 }} width={48} />
          <Tooltip />
          <Bar dataKey="volume" name={`Volume (${weight})`} fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartFigure>
      <ChartFigure title="Workouts per week" weeks={weeks} value={(w) => w.workouts} unit="workouts">
        <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis tick={{ fontSize: 11 }} width={32} allowDecimals={false} />
          <Tooltip />
          <Line type="monotone" dataKey="workouts" name="Workouts" stroke="var(--color-accent)" strokeWidth={2} />
          <Line type="monotone" dataKey="minutes" name="Minutes" stroke="var(--color-primary)" strokeWidth={1} hide />
        </LineChart>
      </ChartFigure>
    </div>
  );
}
