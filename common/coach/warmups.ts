import type { Equipment } from '../exercises/vocab';
import type { CoachSettings, SuggestedSet } from '../schemas/coach';
import { weightToKg } from '../units';
import { floorToStep, loadable, stepFor } from './steps';

// A barbell lift's warm-up (issue 33): the empty bar, then about 40, 60 and 80% of the first
// working weight, each rounded down to a step and to what the member's plates make, each heavier
// than the one before and lighter than the working weight. Fewer reps as the weight climbs.

const RAMP = [
  { share: 0.4, reps: 5 },
  { share: 0.6, reps: 3 },
  { share: 0.8, reps: 2 },
] as const;
const BAR_REPS = 10;

export function warmupRamp(working: number, equipment: Equipment, settings: CoachSettings): SuggestedSet[] {
  const bar = settings.barWeight;
  const step = stepFor(equipment, settings);
  if (step === null || working <= bar) return [];
  const unit = settings.unit;
  const ramp: SuggestedSet[] = [{ weight: bar, weightKg: weightToKg(bar, unit), reps: BAR_REPS, unit }];
  for (const { share, reps } of RAMP) {
    const weight = loadable(floorToStep(working * share, step), 'down', equipment, settings)!;
    if (weight > ramp[ramp.length - 1].weight! && weight < working)
      ramp.push({ weight, weightKg: weightToKg(weight, unit), reps, unit });
  }
  return ramp;
}
