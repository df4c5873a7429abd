// A member's units (issue 16, point 4). The server stores weights in kg and distances in km,
// always; these functions turn them into what the member reads and back. Shown values are rounded
// (0.1 lb, 0.01 kg), and stored kg keep two decimals, whose error (0.005 kg = 0.011 lb) is far
// below the shown 0.05 lb: a pound figure entered, stored and shown again never drifts.

import { formatCount } from './en-us-format';

export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const DISTANCE_UNITS = ['km', 'mi'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

export interface UnitPreferences {
  weight: WeightUnit;
  distance: DistanceUnit;
}

export const METRIC_UNITS: UnitPreferences = { weight: 'kg', distance: 'km' };

/** Exact by definition (international yard and pound agreement, 1959). */
export const KG_PER_LB = 0.45359237;
export const KM_PER_MI = 1.609344;
export const FT_PER_M = 1 / 0.3048;

/** The smallest step a gym's plates make on a barbell: 2 x 1.25 kg, or 2 x 2.5 lb. */
export const PLATE_INCREMENT: Record<WeightUnit, number> = { kg: 2.5, lb: 5 };

export const WEIGHT_LABEL: Record<WeightUnit, string> = { kg: 'kg', lb: 'lb' };
export const DISTANCE_LABEL: Record<DistanceUnit, string> = { km: 'km', mi: 'mi' };

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** Cleans float noise such as 12.900000000000034 after rounding to `decimals`. */
function fixed(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

/** kg as the member reads it: 0.01 kg, or 0.1 lb. */
export function weightFromKg(kg: number, unit: WeightUnit): number {
  return unit === 'kg' ? fixed(roundTo(kg, 0.01), 2) : fixed(roundTo(kg / KG_PER_LB, 0.1), 1);
}

/** What the member typed, in kg to store (two decimals, as the database keeps them). */
export function weightToKg(value: number, unit: WeightUnit): number {
  return fixed(unit === 'kg' ? value : value * KG_PER_LB, 2);
}

/** km as the member reads it, with `decimals` places (2 by default). */
export function distanceFromKm(km: number, unit: DistanceUnit, decimals = 2): number {
  return fixed(unit === 'km' ? km : km / KM_PER_MI, decimals);
}

/** What the member typed, in km to store (three decimals, as the database keeps them). */
export function distanceToKm(value: number, unit: DistanceUnit): number {
  return fixed(unit === 'km' ? value : value * KM_PER_MI, 3);
}

/**
 * A limit kept in kg or km, as the member reads it (a message stating a form's bounds). Rounded
 * inward, so that the figure stated is itself allowed: an upper bound down, a lower bound up;
 * whole units from 10 up, hundredths below. 1000 kg is 2,204 lb; 0.01 km is 0.01 mi. A limit in
 * its own unit is stated as it is.
 */
export function limitIn(value: number, perUnit: number, side: 'min' | 'max'): number {
  if (perUnit === 1) return value;
  const shown = value / perUnit;
  const step = shown >= 10 ? 1 : 0.01;
  // A hair of float noise (0.01 / 0.01 = 1.0000000000000002) must not move the bound a step.
  const steps = shown / step;
  const whole = side === 'max' ? Math.floor(steps + 1e-9) : Math.ceil(steps - 1e-9);
  return fixed(whole * step, 2);
}

/** A weight limit kept in kg, in the member's unit (see limitIn). */
export const weightLimitIn = (kg: number, unit: WeightUnit, side: 'min' | 'max' = 'max') =>
  limitIn(kg, unit === 'kg' ? 1 : KG_PER_LB, side);

/** A distance limit kept in km, in the member's unit (see limitIn). */
export const distanceLimitIn = (km: number, unit: DistanceUnit, side: 'min' | 'max' = 'max') =>
  limitIn(km, unit === 'km' ? 1 : KM_PER_MI, side);

/** '100 lb', '45.36 kg'. */
export function formatWeight(kg: number, unit: WeightUnit): string {
  return `${formatCount(weightFromKg(kg, unit), 2)} ${WEIGHT_LABEL[unit]}`;
}

/** '5.03 km', '3.13 mi'. */
export function formatDistance(km: number, unit: DistanceUnit, decimals = 2): string {
  return `${formatCount(distanceFromKm(km, unit, decimals), decimals)} ${DISTANCE_LABEL[unit]}`;
}

/** Seconds per km as seconds per the member's distance unit. */
export function paceFromSecondsPerKm(secondsPerKm: number, unit: DistanceUnit): number {
  return unit === 'km' ? secondsPerKm : secondsPerKm * KM_PER_MI;
}

/** '5:07 /km', '8:14 /mi'. */
export function formatPace(secondsPerKm: number, unit: DistanceUnit): string {
  const total = Math.round(paceFromSecondsPerKm(secondsPerKm, unit));
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, '0')} /${DISTANCE_LABEL[unit]}`;
}

/** '28.4 km/h', '17.6 mph'. */
export function formatSpeed(kmPerHour: number, unit: DistanceUnit): string {
  return unit === 'km' ? `${kmPerHour.toFixed(1)} km/h` : `${(kmPerHour / KM_PER_MI).toFixed(1)} mph`;
}

/** Heights climbed follow the distance unit: metres with km, feet with miles. '312 m', '1,024 ft'. */
export function formatElevation(metres: number, unit: DistanceUnit): string {
  const value = unit === 'km' ? metres : metres * FT_PER_M;
  return `${formatCount(Math.round(value))} ${unit === 'km' ? 'm' : 'ft'}`;
}
