import type { MealPlan, MealPlanFood } from '@common/schemas/meals';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { draftBody, draftFromPlan, draftTotals, goneFoods } from './builder-draft';
import { BuilderMeal } from './builder-meal';
import { PlanBuilder } from './plan-builder';

// Editing a saved plan that names a custom food deleted since (its copy in the plan has no food
// id): saving cannot keep it, so the builder shows it by name with the plan's own figures, says it
// will be left out, and lets the member remove it, before they press Save.

const oats: MealPlanFood = {
  foodId: 11,
  name: 'Oats',
  grams: 50,
  calories: 189.5,
  protein: 6.6,
  carbs: 33.9,
  fat: 3.3,
};
const oatBar: MealPlanFood = {
  foodId: null,
  name: 'Oat bar',
  grams: 40,
  calories: 178.4,
  protein: 4,
  carbs: 24,
  fat: 7,
};

const saved: Pick<MealPlan, 'name' | 'description' | 'goal' | 'meals'> = {
  name: 'Cut',
  description: '',
  goal: 'weight_loss',
  meals: [{ meal: 'breakfast', foods: [oats, oatBar], calories: 367.9, protein: 10.6, carbs: 57.9, fat: 10.3 }],
};

/** The page's text, one space between words. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe("a saved plan's food that is no longer in the member's foods", () => {
  it('stays in the draft by name with the portion and calories the plan stored, and is left out of what is saved', () => {
    const draft = draftFromPlan(saved);
    expect(draft.meals.breakfast).toMatchObject([
      { foodId: 11, name: 'Oats', grams: '50' },
      { foodId: null, name: 'Oat bar', grams: 40, calories: 178.4 },
    ]);
    expect(goneFoods(draft)).toEqual([{ meal: 'breakfast', name: 'Oat bar' }]);
    expect(draftBody(draft).meals).toEqual([{ meal: 'breakfast', foods: [{ foodId: 11, grams: 50 }] }]);
    // The live totals are those of the plan the member is about to save.
    expect(draftTotals(draft).totals.calories).toBe(189.5);
  });

  it("shows in its meal as left out on save, with the plan's figures, no grams to edit, and a remove button", () => {
    const draft = draftFromPlan(saved);
    const html = renderToStaticMarkup(
      <BuilderMeal meal="breakfast" foods={draft.meals.breakfast} onChange={() => {}} />,
    );
    expect(text(html)).toContain('Oat bar — no longer in your foods; it will be left out when you save 40 g · 178 cal');
    expect(html).toContain('aria-label="Remove Oat bar from Breakfast"');
    expect(html).not.toContain('aria-label="Grams of Oat bar for Breakfast"');
    expect(html).toContain('aria-label="Grams of Oats for Breakfast"');
    // The meal's figure counts what saving keeps.
    expect(text(html)).toContain('Breakfast · 190 cal');
  });

  it('is named above the save button before the member saves', () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={createQueryClient()}>
        <PlanBuilder initial={draftFromPlan(saved)} planId={3} onSaved={() => {}} />
      </QueryClientProvider>,
    );
    expect(text(html)).toMatch(
      /Oat bar \(Breakfast\) is no longer in your foods and will be left out when you save\. Save changes/,
    );
  });

  it('is not mentioned when every food of the plan is still there', () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={createQueryClient()}>
        <PlanBuilder
          initial={draftFromPlan({ ...saved, meals: [{ ...saved.meals[0]!, foods: [oats] }] })}
          planId={3}
          onSaved={() => {}}
        />
      </QueryClientProvider>,
    );
    expect(text(html)).not.toContain('no longer in your foods');
  });
});
