import type { MealGoal } from '../vocab';
import { type Nutrients, percentOf } from './nutrients';
import { computeTargets, type NutritionTargets, type TargetInput, type TargetProfile } from './targets';

// One nutrition target everywhere (issue 16 point 3, docs/decisions/0008-one-nutrition-target.md).
// The day's target is, in order: the meal plan the member follows, else a target they set
// themselves, else none, and the screens ask them to set one. The Mifflin-St Jeor estimate is
// only ever offered as a suggestion, labelled as such, never shown as their target. The server
// (diary, goals, plan generation) and every screen (diary, dashboard sidebar, meal plans) use
// these functions, so a day reads the same target and the same percentage everywhere.

/** Bounds of a target a member sets themselves (kcal and g a day). */
export const OWN_TARGET_LIMITS = {
  calories: { min: 800, max: 6000 },
  protein: { min: 0, max: 500 },
  carbs: { min: 0, max: 1000 },
  fat: { min: 0, max: 400 },
} as const;

export type DailyTargetSource = 'plan' | 'own';

/** A target the member set: calories, and macronutrients only if they gave them. */
export interface OwnTarget {
  calories: number;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
}

/** The followed meal plan, as far as a target needs it. */
export interface FollowedPlan extends Nutrients {
  id: number;
  name: string;
}

export interface DailyTarget extends OwnTarget {
  source: DailyTargetSource;
  /** The followed plan when `source` is 'plan'. */
  plan: { id: number; name: string } | null;
}

const whole = (value: number | null) => (value === null ? null : Math.round(value));

/**
 * The day's target: the followed plan if it holds any food, else the member's own target, else
 * null. A plan's figures are the sums of its foods, rounded to whole kcal and grams.
 */
export function resolveDailyTarget(
  plan: FollowedPlan | null | undefined,
  own: OwnTarget | null | undefined,
): DailyTarget | null {
  if (plan && plan.calories > 0) {
    return {
      source: 'plan',
      plan: { id: plan.id, name: plan.name },
      calories: Math.round(plan.calories),
      protein: Math.round(plan.protein),
      carbs: Math.round(plan.carbs),
      fat: Math.round(plan.fat),
    };
  }
  if (own && own.calories > 0) {
    return {
      source: 'own',
      plan: null,
      calories: Math.round(own.calories),
      protein: whole(own.protein),
      carbs: whole(own.carbs),
      fat: whole(own.fat),
    };
  }
  return null;
}

/** Says where the target comes from: "from your plan Lean Bulk", "your own target". */
export function targetSourceLabel(target: Pick<DailyTarget, 'source' | 'plan'>): string {
  return target.source === 'plan' && target.plan ? `from your plan ${target.plan.name}` : 'your own target';
}

/** Percent of the day's calorie target eaten (unclamped: 120 is 20 % over); null without a target. */
export function caloriePercent(eatenCalories: number, target: Pick<DailyTarget, 'calories'> | null): number | null {
  return target ? percentOf(eatenCalories, target.calories) : null;
}

/** A day against its target: what the diary, the goals and the dashboard all show. */
export interface DayNutrition {
  date: string;
  target: DailyTarget | null;
  eaten: Nutrients;
  /** Calories eaten as a percentage of the target; null without a target. */
  percent: number | null;
}

export function dayNutrition(date: string, eaten: Nutrients, target: DailyTarget | null): DayNutrition {
  return { date, target, eaten, percent: caloriePercent(eaten.calories, target) };
}

/**
 * The Mifflin-St Jeor estimate offered as a suggestion (never as the member's target). It names
 * the profile fields it lacked and replaced with typical values, so the screen can say so.
 */
export interface TargetSuggestion {
  goal: MealGoal;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  missing: TargetInput[];
}

export function suggestTarget(profile: TargetProfile, today: string, goal?: MealGoal): TargetSuggestion {
  const t: NutritionTargets = computeTargets(profile, today, goal);
  return { goal: t.goal, calories: t.calories, protein: t.protein, carbs: t.carbs, fat: t.fat, missing: t.missing };
}

/**
 * What a new plan is built for (plan generation, the plan builder's comparison): the member's own
 * target when they set one, else the estimate, labelled 'estimate'. Never the followed plan: a
 * new plan is not measured against the old one. With their own target, a macronutrient they did
 * not set stays null ("no target"): nothing is derived from the estimate and shown as theirs.
 */
export interface PlanningBasis {
  basis: 'own' | 'estimate';
  calories: number;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  /** With 'estimate': profile fields replaced by typical values. */
  missing: TargetInput[];
}

export function planningBasis(own: OwnTarget | null | undefined, estimate: TargetSuggestion): PlanningBasis {
  if (own && own.calories > 0) {
    const { calories, protein, carbs, fat } = own;
    return { basis: 'own', calories, protein, carbs, fat, missing: [] };
  }
  const { calories, protein, carbs, fat, missing } = estimate;
  return { basis: 'estimate', calories, protein, carbs, fat, missing };
}

/**
 * The protein (g) the plan generator aims its choice of recipes at: the basis's own figure, else
 * the estimate's share of energy applied to the basis's calories. Internal to generation only:
 * never answered or shown as a target.
 */
export function generationProtein(basis: PlanningBasis, estimate: Pick<TargetSuggestion, 'calories' | 'protein'>) {
  if (basis.protein !== null) return basis.protein;
  return estimate.calories > 0 ? Math.round((estimate.protein * basis.calories) / estimate.calories) : 0;
}
