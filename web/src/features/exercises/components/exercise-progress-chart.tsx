import type { ExerciseProgress } from '@common/schemas/workout-exercises';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useUnits } from '@/features/auth';
import { formatClock, formatDay } from '@/features/workouts';
import { chartTitle, chartValue, niceTicks } from '../lib/progress';

const DAY = 86_400_000;
/** 'YYYY-MM-DD' as a number of the time axis (UTC midnight: no time zone moves a day). */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dayLabel = (day: number) => formatDay(new Date(day).toISOString().slice(0, 10), { weekday: undefined });

/**
 * The exercise's progress as a line, one point per session, all time (recharts: only loaded with
 * the exercise page's chart, React.lazy). Drawn for the eye only: the section around it says the
 * same in words and a table.
 */
export function ExerciseProgressChart({ progress }: { progress: ExerciseProgress }) {
  const units = useUnits();
  const { metric } = progress;
  const name = chartTitle(metric, units);
  // Days on a time scale: sessions months apart are drawn months apart.
  const data = progress.points.map((p) => ({ day: dayNumber(p.date), value: chartValue(metric, p.value, units) }));
  const first = data[0]?.day ?? 0;
  const last = data[data.length - 1]?.day ?? 0;
  // One session (or one day) still gets an axis around it.
  const domain = first === last ? [first - DAY, last + DAY] : [first, last];
  const values = data.map((d) => d.value);
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const time = metric === 'duration';
  return (
    <div className="h-56 w-full sm:h-64" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="day"
            type="number"
            scale="time"
            domain={domain}
            tick={{ fontSize: 11 }}
            tickFormatter={dayLabel}
            minTickGap={24}
          />
          <YAxis
            tick={{ fontSize: 11 }}
            width={48}
            domain={[ticks[0], ticks[ticks.length - 1]]}
            ticks={ticks}
            allowDecimals={!time && metric !== 'reps'}
            tickFormatter={time ? (v: number) => formatClock(v) : undefined}
          />
          <Tooltip
            labelFormatter={(day) => dayLabel(Number(day))}
            formatter={time ? (v) => formatClock(Number(v)) : undefined}
          />
          <Line
            type="linear"
            dataKey="value"
            name={name}
            stroke="var(--color-primary)"
            strokeWidth={2}
            dot={{ r: data.length > 40 ? 0 : 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
