import { describe, expect, it } from 'vitest';
import {
  caloriePercent,
  dayNutrition,
  generationProtein,
  planningBasis,
  resolveDailyTarget,
  suggestTarget,
  targetSourceLabel,
} from './daily-target';

const plan = { id: 7, name: 'Lean Bulk', calories: 1690.4, protein: 131.6, carbs: 180.2, fat: 50.5 };
const own = { calories: 2110, protein: 150, carbs: null, fat: null };
const profile = {
  weightKg: 70,
  heightCm: 170,
  dateOfBirth: '1990-01-01',
  activityLevel: 'moderately_active' as const,
  fitnessGoal: 'weight_loss' as const,
};

describe("the day's nutrition target: plan, else own, else none", () => {
  it('takes the followed plan first, rounded to whole kcal and grams, and says so', () => {
    const target = resolveDailyTarget(plan, own);
    expect(target).toEqual({
      source: 'plan',
      plan: { id: 7, name: 'Lean Bulk' },
      calories: 1690,
      protein: 132,
      carbs: 180,
      fat: 51,
    });
    expect(targetSourceLabel(target!)).toBe('from your plan Lean Bulk');
  });

  it("takes the member's own target without a plan, keeping the macronutrients they did not set empty", () => {
    const target = resolveDailyTarget(null, own);
    expect(target).toEqual({ source: 'own', plan: null, calories: 2110, protein: 150, carbs: null, fat: null });
    expect(targetSourceLabel(target!)).toBe('your own target');
  });

  it('has no target without either: never an estimate in its place', () => {
    expect(resolveDailyTarget(null, null)).toBeNull();
    expect(resolveDailyTarget(undefined, undefined)).toBeNull();
    // A followed plan with no food in it is no target.
    expect(resolveDailyTarget({ ...plan, calories: 0 }, null)).toBeNull();
    expect(resolveDailyTarget({ ...plan, calories: 0 }, own)?.source).toBe('own');
  });
});

describe('percentage of the day', () => {
  it('is calories eaten over the target, rounded, unclamped; null without a target', () => {
    const target = resolveDailyTarget(plan, null);
    expect(caloriePercent(557.8, target)).toBe(33);
    expect(caloriePercent(0, target)).toBe(0);
    expect(caloriePercent(2028, target)).toBe(120);
    expect(caloriePercent(557.8, null)).toBeNull();
  });

  it('is one object for the diary, the goals and the dashboard', () => {
    const eaten = { calories: 557.8, protein: 20, carbs: 60, fat: 10 };
    expect(dayNutrition('2025-05-14', eaten, resolveDailyTarget(null, own))).toEqual({
      date: '2025-05-14',
      target: { source: 'own', plan: null, calories: 2110, protein: 150, carbs: null, fat: null },
      eaten,
      percent: 26,
    });
  });
});

describe('the estimate: a suggestion, never the target', () => {
  it('is Mifflin-St Jeor for the profile and goal, naming the inputs it lacked', () => {
    // 10 x 70 + 6.25 x 170 - 5 x 35 - 78 = 1509.5; x 1.55 x 0.8 = 1871.8 -> 1870.
    expect(suggestTarget(profile, '2025-03-10')).toMatchObject({ goal: 'weight_loss', calories: 1870, missing: [] });
    const bare = { weightKg: null, heightCm: null, dateOfBirth: null, activityLevel: null, fitnessGoal: null };
    expect(suggestTarget(bare, '2025-03-10').missing).toEqual(['weight', 'height', 'age', 'activityLevel']);
  });

  it("plans are built for the member's own target when they set one, else for the labelled estimate", () => {
    const estimate = suggestTarget(profile, '2025-03-10');
    expect(planningBasis(own, estimate)).toEqual({
      basis: 'own',
      calories: 2110,
      protein: 150,
      carbs: null,
      fat: null,
      missing: [],
    });
    expect(planningBasis(null, estimate)).toMatchObject({
      basis: 'estimate',
      calories: 1870,
      protein: estimate.protein,
    });
  });

  it('leaves a protein target they did not set empty, like carbs and fat: nothing derived from the estimate', () => {
    const estimate = suggestTarget(profile, '2025-03-10', 'muscle_gain');
    const basis = planningBasis({ calories: 1000, protein: null, carbs: null, fat: null }, estimate);
    expect(basis).toEqual({ basis: 'own', calories: 1000, protein: null, carbs: null, fat: null, missing: [] });
  });

  it("gives the generator the member's protein, else the estimate's share of energy, for choosing recipes only", () => {
    const estimate = { calories: 2000, protein: 150 };
    const own = planningBasis(
      { calories: 1000, protein: null, carbs: null, fat: null },
      suggestTarget(profile, '2025-03-10'),
    );
    expect(generationProtein(own, estimate)).toBe(75);
    expect(generationProtein({ ...own, protein: 90 }, estimate)).toBe(90);
    expect(generationProtein(own, { calories: 0, protein: 0 })).toBe(0);
  });
});
