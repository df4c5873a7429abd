import { formatStopwatch } from '@common/schemas/activities';

// Every distance, pace, speed and elevation of the activities feature is written here, with the
// member's unit as a parameter (km and metres, or miles and feet), so switching units is one
// argument, never a second formatter.

export type DistanceUnit = 'km' | 'mi';

export const METRES_PER = { km: 1000, mi: 1609.344 } as const;
const FEET_PER_METRE = 3.28084;

/** 12034 m → '12.03 km' or '7.48 mi'. */
export function formatDistance(metres: number, unit: DistanceUnit): string {
  const value = metres / METRES_PER[unit];
  return `${value.toFixed(value < 100 ? 2 : 1)} ${unit}`;
}

/** Moving time over distance → '5:12 /km' or '8:22 /mi'; '—' without distance. */
export function formatPace(seconds: number, metres: number, unit: DistanceUnit): string {
  if (metres <= 0 || seconds <= 0) return '—';
  return `${formatStopwatch((seconds / metres) * METRES_PER[unit])} /${unit}`;
}

/** A speed in m/s as pace ('5:12 /km'), for charts and tooltips. */
export function paceOfSpeed(speedMps: number | null, unit: DistanceUnit): number | null {
  if (!speedMps || speedMps < 0.3) return null;
  return METRES_PER[unit] / speedMps;
}

/** Average speed → '24.3 km/h' or '15.1 mph' (rides read as speed, runs as pace). */
export function formatSpeed(seconds: number, metres: number, unit: DistanceUnit): string {
  if (seconds <= 0) return '—';
  const perHour = (metres / METRES_PER[unit]) * (3600 / seconds);
  return `${perHour.toFixed(1)} ${unit === 'km' ? 'km/h' : 'mph'}`;
}

/** Metres of climb → '245 m' or '804 ft'. */
export function formatElevation(metres: number, unit: DistanceUnit): string {
  return unit === 'km' ? `${Math.round(metres)} m` : `${Math.round(metres * FEET_PER_METRE)} ft`;
}

/** Elevation in the member's unit, as a number (charts). */
export function elevationIn(metres: number, unit: DistanceUnit): number {
  return unit === 'km' ? metres : metres * FEET_PER_METRE;
}

export const elevationUnit = (unit: DistanceUnit) => (unit === 'km' ? 'm' : 'ft');

/** Seconds as '1:02:05' (elapsed and moving times). */
export const formatDuration = formatStopwatch;

/** Whether an activity reads as a pace (on foot) or a speed (a ride). */
export const showsSpeed = (sport: string | null) => sport === 'ride';
