import type { FoodInput } from '@common/schemas/meal-foods';
import type { DefaultValues } from 'react-hook-form';
import { readDecimal } from '@/components/ui/decimal-input';

// The Add your own food form's values. A food's calories and macros are the member's, copied from
// its label: the form proposes none, so a figure they did not give is never stored as 0.

/**
 * What the form starts with: the name searched for and the usual serving the diary proposes
 * first. No calories or macros: a box left empty is refused ("Enter ..."), never saved as 0.
 */
export const newFoodValues = (name: string): DefaultValues<FoodInput> => ({ name, servingGrams: 100 });

/**
 * A figure box's text as the schema's number: '1,5' is 1.5 (a number box dropped the comma: 15);
 * empty text is no figure (undefined), unreadable text NaN, each refused with its field's message.
 */
export function figureOf(text: unknown): number | undefined {
  if (typeof text === 'number') return text;
  const reading = readDecimal(String(text ?? ''));
  if (!reading.ok) return Number.NaN;
  return reading.value ?? undefined;
}
