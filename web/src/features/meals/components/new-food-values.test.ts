import { MEAL_MESSAGES } from '@common/meals-texts';
import { foodInputSchema } from '@common/schemas/meal-foods';
import { describe, expect, it } from 'vitest';
import { figureOf, newFoodValues } from './new-food-values';

// Add your own food: the calories and macros are the member's, copied from the label. The form
// proposes none, so a box the member left empty is asked for, never saved as 0.

/** The messages the form's resolver (the shared schema) shows, by field. */
function messagesOf(values: unknown) {
  const parsed = foodInputSchema.safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the new food form', () => {
  it('starts with the name searched for and no figure, and asks for each figure left empty', () => {
    const start = newFoodValues('Oat bar');
    expect(start).toEqual({ name: 'Oat bar', servingGrams: 100 });
    expect(messagesOf(start)).toEqual({
      calories: MEAL_MESSAGES.caloriesRequired,
      protein: MEAL_MESSAGES.macroRequired,
      carbs: MEAL_MESSAGES.macroRequired,
      fat: MEAL_MESSAGES.macroRequired,
    });
  });

  it('reads an emptied box as no figure, a typed 0 as 0, and unreadable text as out of range', () => {
    expect(figureOf('')).toBeUndefined();
    expect(figureOf('  ')).toBeUndefined();
    expect(figureOf('0')).toBe(0);
    expect(figureOf('1,5')).toBe(1.5);
    expect(figureOf('abc')).toBeNaN();
    const typed = { ...newFoodValues('Oat bar'), calories: figureOf('380'), protein: figureOf('0') };
    expect(messagesOf({ ...typed, carbs: figureOf(''), fat: figureOf('abc') })).toEqual({
      carbs: MEAL_MESSAGES.macroRequired,
      fat: MEAL_MESSAGES.macroRange,
    });
    expect(foodInputSchema.parse({ ...typed, carbs: figureOf('60'), fat: figureOf('7') })).toEqual({
      name: 'Oat bar',
      calories: 380,
      protein: 0,
      carbs: 60,
      fat: 7,
      servingGrams: 100,
    });
  });
});
