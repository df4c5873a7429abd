import { LIMITS } from '@common/limits';
import { typedDecimal } from '@common/schemas/people';
import { MESSAGES } from '@common/texts';
import { KG_PER_LB, type WeightUnit, weightToKg } from '@common/units';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useUnits } from '@/features/auth';

// The profile's body weight is typed in the member's unit and stored in kg (issue 16). Height
// stays in cm: the profile's height is one number, and no member asked for feet and inches yet
// (docs/decisions/0009-units-stored-in-kg-and-km.md).

/** The pound limits that, once converted, stay within the kg limits (rounded inwards). */
export const WEIGHT_LIMITS_LB = {
  min: Math.ceil((LIMITS.weightMinKg / KG_PER_LB) * 10) / 10,
  max: Math.floor((LIMITS.weightMaxKg / KG_PER_LB) * 10) / 10,
};

/** The weight box's text in kg, for the shared schema; text that is not a number is left for it to refuse. */
export function weightTextToKg(text: unknown, unit: WeightUnit): unknown {
  if (unit === 'kg' || typeof text !== 'string' || text.trim() === '' || Number.isNaN(typedDecimal(text))) return text;
  return String(weightToKg(typedDecimal(text), unit));
}

const LB_MESSAGES: Record<string, string> = {
  [MESSAGES.weightMin]: `Weight must be at least ${WEIGHT_LIMITS_LB.min}lb`,
  [MESSAGES.weightMax]: `Weight must be at most ${WEIGHT_LIMITS_LB.max}lb`,
};

/**
 * Wraps a profile form's resolver: the weight box is read in the member's unit and validated and
 * sent in kg; its range messages speak the member's unit.
 */
export function inWeightUnit<V extends FieldValues & { weight?: unknown }, C, O>(
  resolver: Resolver<V, C, O>,
  unit: WeightUnit,
): Resolver<V, C, O> {
  if (unit === 'kg') return resolver;
  return async (values, context, options) => {
    const result = await resolver({ ...values, weight: weightTextToKg(values.weight, unit) }, context, options);
    const error = result.errors.weight as { message?: string } | undefined;
    if (error?.message && LB_MESSAGES[error.message]) error.message = LB_MESSAGES[error.message];
    return result;
  };
}

/** The signed-in member's weight unit, for the profile forms. */
export function useBodyWeightUnit(): WeightUnit {
  return useUnits().weight;
}
