import type { ActivitySeries } from '@common/schemas/activities';
import { formatStopwatch } from '@common/schemas/activities';
import { useMemo } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type DistanceUnit, elevationIn, elevationUnit, METRES_PER, paceOfSpeed } from '../lib/format';

interface Point {
  index: number;
  distance: number;
  elevation: number | null;
  pace: number | null;
  speed: number | null;
  heartRate: number | null;
}

/** Chart rows in the member's unit, with an empty row where privacy zones cut the route (no line across). */
export function chartRows(series: ActivitySeries, unit: DistanceUnit): Point[] {
  const rows: Point[] = [];
  series.distanceM.forEach((d, i) => {
    const distance = Math.round((d / METRES_PER[unit]) * 100) / 100;
    if (i > 0 && series.segment[i] !== series.segment[i - 1]) {
      rows.push({ index: -1, distance, elevation: null, pace: null, speed: null, heartRate: null });
    }
    const speed = series.speedMps[i];
    rows.push({
      index: i,
      distance,
      elevation: series.elevationM[i] === null ? null : Math.round(elevationIn(series.elevationM[i]!, unit)),
      pace: paceOfSpeed(speed, unit),
      speed: speed === null ? null : Math.round(((speed * 3600) / METRES_PER[unit]) * 10) / 10,
      heartRate: series.heartRate[i],
    });
  });
  return rows;
}

interface ChartProps {
  title: string;
  rows: Point[];
  dataKey: keyof Point;
  unit: DistanceUnit;
  color: string;
  format: (v: number) => string;
  /** The axis's short label of a value (the unit is in the title). */
  tick: (v: number) => string;
  reversed?: boolean;
  onCursor: (index: number | null) => void;
}

function Chart({ title, rows, dataKey, unit, color, format, tick, reversed, onCursor }: ChartProps) {
  return (
    <figure className="flex flex-col gap-1 rounded-xl border border-border bg-card p-3">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <div className="h-40 w-full" data-testid={`chart-${String(dataKey)}`}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={rows}
            margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
            onMouseMove={(state) => {
              const i = state?.activeTooltipIndex;
              const row = i === undefined || i === null ? undefined : rows[Number(i)];
              onCursor(row && row.index >= 0 ? row.index : null);
            }}
            onMouseLeave={() => onCursor(null)}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="distance"
              type="number"
              domain={['dataMin', 'dataMax']}
              unit={` ${unit}`}
              tick={{ fontSize: 11 }}
            />
            <YAxis
              width={48}
              tick={{ fontSize: 11 }}
              reversed={reversed}
              domain={['auto', 'auto']}
              tickFormatter={(v: number) => tick(v)}
            />
            <Tooltip
              formatter={(v) => [format(Number(v)), title.replace(/ \(.*\)$/, '')]}
              labelFormatter={(d) => `${Number(d).toFixed(2)} ${unit}`}
            />
            <Line
              type="monotone"
              dataKey={dataKey}
              stroke={color}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/**
 * Elevation, pace (speed for a ride) and heart rate along the distance, with recharts. Moving the
 * pointer over any chart moves the marker on the map (`onCursor` gets the series index).
 */
export function ActivityCharts({
  series,
  unit,
  speed,
  onCursor,
}: {
  series: ActivitySeries;
  unit: DistanceUnit;
  speed: boolean;
  onCursor: (index: number | null) => void;
}) {
  const rows = useMemo(() => chartRows(series, unit), [series, unit]);
  const has = (key: keyof Point) => rows.some((r) => r[key] !== null && r.index >= 0);
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {has('elevation') && (
        <Chart
          title={`Elevation (${elevationUnit(unit)})`}
          tick={(v) => String(Math.round(v))}
          rows={rows}
          dataKey="elevation"
          unit={unit}
          color="#16a34a"
          onCursor={onCursor}
          format={(v) => `${Math.round(v)} ${elevationUnit(unit)}`}
        />
      )}
      {speed
        ? has('speed') && (
            <Chart
              title={`Speed (${unit === 'km' ? 'km/h' : 'mph'})`}
              tick={(v) => v.toFixed(0)}
              rows={rows}
              dataKey="speed"
              unit={unit}
              color="#2563eb"
              onCursor={onCursor}
              format={(v) => `${v.toFixed(1)} ${unit === 'km' ? 'km/h' : 'mph'}`}
            />
          )
        : has('pace') && (
            <Chart
              title={`Pace (/${unit})`}
              tick={(v) => formatStopwatch(v)}
              rows={rows}
              dataKey="pace"
              unit={unit}
              color="#2563eb"
              onCursor={onCursor}
              reversed
              format={(v) => `${formatStopwatch(v)} /${unit}`}
            />
          )}
      {has('heartRate') && (
        <Chart
          title="Heart rate (bpm)"
          tick={(v) => String(Math.round(v))}
          rows={rows}
          dataKey="heartRate"
          unit={unit}
          color="#dc2626"
          onCursor={onCursor}
          format={(v) => `${Math.round(v)} bpm`}
        />
      )}
    </div>
  );
}
