import { ACTIVITY_TEXTS } from '@common/activities-texts';
import { formatStopwatch } from '@common/activity-sports';
import { dateFormat } from '@common/intl-format';
import {
  type DistanceUnit,
  FT_PER_M,
  KM_PER_MI,
  formatDistance as unitsDistance,
  formatElevation as unitsElevation,
  formatPace as unitsPace,
  formatSpeed as unitsSpeed,
} from '@common/units';

// Every distance, pace, speed and elevation of the activities feature goes through here, with the
// member's unit as a parameter (common/units.ts does the conversions; the API speaks metres).

export type { DistanceUnit };

export const METRES_PER: Record<DistanceUnit, number> = { km: 1000, mi: KM_PER_MI * 1000 };

/** 12034 m → '12.03 km' or '7.48 mi'; 'Unknown' for a file that gave no distance. */
export function formatDistance(metres: number | null, unit: DistanceUnit): string {
  if (metres === null) return ACTIVITY_TEXTS.distanceUnknown;
  return unitsDistance(metres / 1000, unit);
}

/** Moving time over distance → '5:12 /km' or '8:22 /mi'; '—' without distance or moving time. */
export function formatPace(seconds: number | null, metres: number | null, unit: DistanceUnit): string {
  if (seconds === null || metres === null || metres <= 0 || seconds <= 0) return '—';
  return unitsPace(seconds / (metres / 1000), unit);
}

/** A speed in m/s as seconds per unit (the pace chart), or null when standing. */
export function paceOfSpeed(speedMps: number | null, unit: DistanceUnit): number | null {
  if (!speedMps || speedMps < 0.3) return null;
  return METRES_PER[unit] / speedMps;
}

/** Average speed → '24.3 km/h' or '15.1 mph' (rides read as speed, runs as pace). */
export function formatSpeed(seconds: number | null, metres: number | null, unit: DistanceUnit): string {
  if (seconds === null || metres === null || seconds <= 0) return '—';
  return unitsSpeed((metres / 1000) * (3600 / seconds), unit);
}

/** Metres of climb → '245 m' or '804 ft'. */
export function formatElevation(metres: number, unit: DistanceUnit): string {
  return unitsElevation(metres, unit);
}

/** Elevation in the member's unit, as a number (charts). */
export function elevationIn(metres: number, unit: DistanceUnit): number {
  return unit === 'km' ? metres : metres * FT_PER_M;
}

export const elevationUnit = (unit: DistanceUnit) => (unit === 'km' ? 'm' : 'ft');

/** Seconds as '1:02:05' (elapsed and moving times); 'Unknown' for a file whose times span no second. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return ACTIVITY_TEXTS.timeUnknown;
  return formatStopwatch(seconds);
}

/** Whether an activity reads as a pace (on foot) or a speed (a ride). */
export const showsSpeed = (sport: string | null) => sport === 'ride';

/** An activity's start with its year ('Thu, Aug 5, 2010, 6:12 AM'): runs years apart never read alike. */
export function formatActivityDate(iso: string): string {
  return dateFormat('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A day with its year ('Aug 5, 2010'). */
export function formatActivityDay(iso: string): string {
  return dateFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));
}
