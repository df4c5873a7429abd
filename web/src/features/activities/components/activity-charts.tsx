import { ACTIVITY_TEXTS } from '@common/activities-texts';
import type { ActivitySeries } from '@common/schemas/activities';
import { formatStopwatch } from '@common/schemas/activities';
import { type KeyboardEvent, useId, useMemo } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type DistanceUnit, elevationIn, elevationUnit, METRES_PER, paceOfSpeed } from '../lib/format';

interface Point {
  index: number;
  distance: number;
  elevation: number | null;
  pace: number | null;
  speed: number | null;
  heartRate: number | null;
  power: number | null;
}

/** Chart rows in the member's unit, with an empty row where privacy zones cut the route (no line across). */
export function chartRows(series: ActivitySeries, unit: DistanceUnit): Point[] {
  const rows: Point[] = [];
  series.distanceM.forEach((d, i) => {
    const distance = Math.round((d / METRES_PER[unit]) * 100) / 100;
    if (i > 0 && series.segment[i] !== series.segment[i - 1]) {
      rows.push({ index: -1, distance, elevation: null, pace: null, speed: null, heartRate: null, power: null });
    }
    const speed = series.speedMps[i];
    rows.push({
      index: i,
      distance,
      elevation: series.elevationM[i] === null ? null : Math.round(elevationIn(series.elevationM[i]!, unit)),
      pace: paceOfSpeed(speed, unit),
      speed: speed === null ? null : Math.round(((speed * 3600) / METRES_PER[unit]) * 10) / 10,
      heartRate: series.heartRate[i],
      power: series.power?.[i] ?? null,
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
  /** The series index the cursor is on (shared by every chart and the map), or null. */
  cursor: number | null;
  onCursor: (index: number | null) => void;
  /** The id of the keyboard hint the chart is described by. */
  hintId: string;
}

/** The next cursor position for a key, over `count` points; null for a key that does not move it. */
export function stepCursor(key: string, position: number | null, count: number): number | null {
  if (count === 0) return null;
  const big = Math.max(1, Math.round(count / 10));
  const at = position ?? -1;
  const moves: Record<string, number> = {
    ArrowRight: at + 1,
    ArrowUp: at + 1,
    ArrowLeft: position === null ? 0 : at - 1,
    ArrowDown: position === null ? 0 : at - 1,
    PageUp: at + big,
    PageDown: position === null ? 0 : at - big,
    Home: 0,
    End: count - 1,
  };
  const next = moves[key];
  return next === undefined ? null : Math.min(count - 1, Math.max(0, next));
}

function Chart({ title, rows, dataKey, unit, color, format, tick, reversed, cursor, onCursor, hintId }: ChartProps) {
  // The keyboard moves over the recorded points (not the empty rows at a cut in the route).
  const points = useMemo(() => rows.filter((r) => r.index >= 0), [rows]);
  const position = cursor === null ? -1 : points.findIndex((r) => r.index === cursor);
  const at = position >= 0 ? points[position] : null;
  const value = at ? at[dataKey] : null;
  const name = title.replace(/ \(.*\)$/, '');
  const valueText = at
    ? `${at.distance.toFixed(2)} ${unit}: ${value === null ? 'no reading' : `${name} ${format(Number(value))}`}`
    : 'No point chosen';
  const onKeyDown = (event: KeyboardEvent) => {
    const next = stepCursor(event.key, position >= 0 ? position : null, points.length);
    if (next === null) return;
    event.preventDefault();
    onCursor(points[next].index);
  };
  return (
    <figure className="flex flex-col gap-1 rounded-xl border border-border bg-card p-3">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm font-semibold">
        <span>{title}</span>
        {at && (
          <span className="text-xs font-normal tabular-nums text-muted-foreground" aria-hidden="true">
            {valueText}
          </span>
        )}
      </figcaption>
      <div
        className="h-40 w-full rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        data-testid={`chart-${String(dataKey)}`}
        role="slider"
        tabIndex={0}
        aria-label={`${name} along the route`}
        aria-describedby={hintId}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={Math.max(0, points.length - 1)}
        aria-valuenow={Math.max(0, position)}
        aria-valuetext={valueText}
        onKeyDown={onKeyDown}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            accessibilityLayer={false}
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
            {at && (
              <ReferenceLine x={at.distance} stroke="currentColor" strokeDasharray="4 3" ifOverflow="extendDomain" />
            )}
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
 * Elevation, pace (speed and power for a ride) and heart rate along the distance, with recharts.
 * Moving the pointer over any chart, or the arrow keys on a focused chart (Home/End, PageUp/
 * PageDown by a tenth), moves the cursor on every chart and the marker on the map (`onCursor` gets
 * the series index); the focused chart reads out the point's distance and value.
 */
export function ActivityCharts({
  series,
  unit,
  speed,
  cursor = null,
  onCursor,
}: {
  series: ActivitySeries;
  unit: DistanceUnit;
  speed: boolean;
  cursor?: number | null;
  onCursor: (index: number | null) => void;
}) {
  const rows = useMemo(() => chartRows(series, unit), [series, unit]);
  const has = (key: keyof Point) => rows.some((r) => r[key] !== null && r.index >= 0);
  const hintId = useId();
  const shared = { rows, unit, cursor, onCursor, hintId };
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <p id={hintId} className="sr-only">
        {ACTIVITY_TEXTS.chartCursorHint}
      </p>
      {has('elevation') && (
        <Chart
          title={`Elevation (${elevationUnit(unit)})`}
          tick={(v) => String(Math.round(v))}
          {...shared}
          dataKey="elevation"
          color="#16a34a"
          format={(v) => `${Math.round(v)} ${elevationUnit(unit)}`}
        />
      )}
      {speed
        ? has('speed') && (
            <Chart
              title={`Speed (${unit === 'km' ? 'km/h' : 'mph'})`}
              tick={(v) => v.toFixed(0)}
              {...shared}
              dataKey="speed"
              color="#2563eb"
              format={(v) => `${v.toFixed(1)} ${unit === 'km' ? 'km/h' : 'mph'}`}
            />
          )
        : has('pace') && (
            <Chart
              title={`Pace (/${unit})`}
              tick={(v) => formatStopwatch(v)}
              {...shared}
              dataKey="pace"
              color="#2563eb"
              reversed
              format={(v) => `${formatStopwatch(v)} /${unit}`}
            />
          )}
      {speed && has('power') && (
        <Chart
          title="Power (W)"
          tick={(v) => String(Math.round(v))}
          {...shared}
          dataKey="power"
          color="#9333ea"
          format={(v) => `${Math.round(v)} W`}
        />
      )}
      {has('heartRate') && (
        <Chart
          title="Heart rate (bpm)"
          tick={(v) => String(Math.round(v))}
          {...shared}
          dataKey="heartRate"
          color="#dc2626"
          format={(v) => `${Math.round(v)} bpm`}
        />
      )}
    </div>
  );
}
