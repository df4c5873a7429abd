import type { Equipment } from '../exercises/vocab';
import type { CoachSettings, StepEquipment } from '../schemas/coach';
import type { WeightUnit } from '../units';

// Step sizes and loadable weights (issue 33). Weights here are in the member's unit. A new weight
// always lands on the step's grid, and for a barbell with a list of plates on a weight those
// plates make on the bar.

/** The defaults: barbell 2.5 kg / 5 lb, dumbbell 2 kg / 5 lb, machine and cable 5 kg / 10 lb, kettlebell 4 kg / 5 lb. */
export const DEFAULT_STEPS: Record<WeightUnit, Record<StepEquipment, number>> = {
  kg: { barbell: 2.5, dumbbell: 2, machine: 5, cable: 5, kettlebell: 4 },
  lb: { barbell: 5, dumbbell: 5, machine: 10, cable: 10, kettlebell: 5 },
};

/** An Olympic bar. */
export const DEFAULT_BAR: Record<WeightUnit, number> = { kg: 20, lb: 45 };

/**
 * Whose step each equipment takes: bars and plates on a body or a machine go up by plates (the
 * barbell's step), an assistance machine by its stack (the machine's). Bands, bodyweight,
 * suspension, cardio machines and "other" have no step: their weight is kept.
 */
const STEP_OF: Partial<Record<Equipment, StepEquipment>> = {
  barbell: 'barbell',
  ez_bar: 'barbell',
  trap_bar: 'barbell',
  smith_machine: 'barbell',
  plate_loaded: 'barbell',
  weighted_bodyweight: 'barbell',
  dumbbell: 'dumbbell',
  machine: 'machine',
  assisted_bodyweight: 'machine',
  cable: 'cable',
  kettlebell: 'kettlebell',
};

export function defaultCoachSettings(unit: WeightUnit): CoachSettings {
  return {
    unit,
    steps: { ...DEFAULT_STEPS[unit] },
    customSteps: [],
    barWeight: DEFAULT_BAR[unit],
    customBar: false,
    plates: [],
  };
}

/** The step for this equipment when it is the default (the member set none for its group), else null. */
export function defaultStepFor(equipment: Equipment, settings: CoachSettings): number | null {
  const group = STEP_OF[equipment];
  return group && !settings.customSteps.includes(group) ? settings.steps[group] : null;
}

/** The step for this equipment, or null when it has none. */
export function stepFor(equipment: Equipment, settings: CoachSettings): number | null {
  const group = STEP_OF[equipment];
  return group ? settings.steps[group] : null;
}

const EPS = 1e-6;
/** Two decimals, without float noise (62.50000000001). */
export const tidy = (value: number) => Math.round(value * 100) / 100;

/** The next weight on the grid above `weight` (60 → 62.5; 132.3 → 135 with a 5 lb step). */
export const stepUp = (weight: number, step: number) => tidy((Math.floor(weight / step + EPS) + 1) * step);
/** The next weight on the grid below `weight`, never below 0. */
export const stepDown = (weight: number, step: number) =>
  tidy(Math.max(0, (Math.ceil(weight / step - EPS) - 1) * step));
export const floorToStep = (weight: number, step: number) => tidy(Math.floor(weight / step + EPS) * step);
export const ceilToStep = (weight: number, step: number) => tidy(Math.ceil(weight / step - EPS) * step);
export const nearestStep = (weight: number, step: number) => tidy(Math.round(weight / step) * step);

const loadableCache = new Map<string, number[]>();

/**
 * Every weight the plates make on the bar, lightest first: the bar plus twice any choice of the
 * pairs owned (each entry of `plates` is one pair). Computed in hundredths, so 1.25 + 2.5 is exact.
 */
export function loadableWeights(bar: number, plates: readonly number[]): number[] {
  const key = `${bar}|${plates.join(',')}`;
  const cached = loadableCache.get(key);
  if (cached) return cached;
  let sides = new Set<number>([0]);
  for (const plate of plates) {
    const hundredths = Math.round(plate * 100);
    const next = new Set(sides);
    for (const side of sides) next.add(side + hundredths);
    sides = next;
  }
  const weights = [...sides].map((side) => tidy(bar + (2 * side) / 100)).sort((a, b) => a - b);
  if (loadableCache.size > 100) loadableCache.clear();
  loadableCache.set(key, weights);
  return weights;
}

export type Direction = 'up' | 'down' | 'nearest';

/**
 * The loadable weight for a target: the lightest at or above it (up), the heaviest at or below it
 * (down, never below the bar) or the closest (nearest, the lighter on a tie). Without plates (or
 * for anything but a barbell) the target itself. null: nothing the plates make is heavy enough.
 */
export function loadable(
  target: number,
  direction: Direction,
  equipment: Equipment,
  settings: CoachSettings,
): number | null {
  if (equipment !== 'barbell' || settings.plates.length === 0) return target;
  const weights = loadableWeights(settings.barWeight, settings.plates);
  if (direction === 'up') return weights.find((x) => x >= target - EPS) ?? null;
  if (direction === 'down') return weights.findLast((x) => x <= target + EPS) ?? weights[0];
  let best = weights[0];
  for (const x of weights) if (Math.abs(x - target) < Math.abs(best - target) - EPS) best = x;
  return best;
}
