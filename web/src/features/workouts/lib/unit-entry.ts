import {
  type DistanceUnit,
  distanceFromKm,
  distanceToKm,
  PLATE_INCREMENT,
  type WeightUnit,
  weightFromKg,
  weightToKg,
} from '@common/units';

// Number boxes hold figures in the member's units; the state and the API hold kg and km. Entry
// converts on the way in, display on the way out (common/units.ts rounds so that a figure typed
// in pounds or miles reads back as typed).

/** A stored weight as its box shows it. */
export const weightForBox = (kg: number | null, unit: WeightUnit) => (kg === null ? null : weightFromKg(kg, unit));

/** A typed weight as kg to keep. */
export const weightFromBox = (value: number | null, unit: WeightUnit) =>
  value === null ? null : weightToKg(value, unit);

/** A stored distance as its box shows it (three places, so a typed 5.025 km stays 5.025). */
export const distanceForBox = (km: number | null, unit: DistanceUnit) =>
  km === null ? null : distanceFromKm(km, unit, 3);

export const distanceFromBox = (value: number | null, unit: DistanceUnit) =>
  value === null ? null : distanceToKm(value, unit);

/**
 * One plate step up or down (2.5 kg or 5 lb), landing on the step's grid: 61 kg goes up to 62.5
 * and down to 60, 60 goes to 62.5 and 57.5. Never below zero; an empty box starts from zero.
 */
export function stepWeight(kg: number | null, unit: WeightUnit, direction: 1 | -1): number {
  const step = PLATE_INCREMENT[unit];
  const shown = kg === null ? 0 : weightFromKg(kg, unit);
  const steps = shown / step;
  // A figure within a hair of the grid (float noise) counts as on it.
  const onGrid = Math.abs(steps - Math.round(steps)) < 1e-6;
  const next = onGrid
    ? (Math.round(steps) + direction) * step
    : (direction > 0 ? Math.ceil(steps) : Math.floor(steps)) * step;
  return weightToKg(Math.max(0, next), unit);
}
