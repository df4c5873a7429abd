import type { ActivityLevel, FitnessGoal, MealGoal } from '../vocab';

// Daily targets: Mifflin-St Jeor resting energy x activity factor, adjusted by goal.
// Mifflin-St Jeor: 10 x kg + 6.25 x cm - 5 x age + s, with s = +5 for men and -161 for women.
// The profile has no sex, so we use the sex-neutral average of the two constants, -78: at most
// ~83 kcal (about 4 %) off either way, well within the equation's own error for individuals.
export const SEX_NEUTRAL_CONSTANT = -78;

/** Used, and reported as missing, when the profile does not say. */
export const TARGET_DEFAULTS = {
  weightKg: 70,
  heightCm: 170,
  age: 30,
  activityLevel: 'lightly_active' as ActivityLevel,
} as const;

export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  lightly_active: 1.375,
  moderately_active: 1.55,
  very_active: 1.725,
  extremely_active: 1.9,
};

interface GoalRule {
  /** Multiplier on maintenance energy. */
  energy: number;
  /** Protein in g per kg of body weight. */
  proteinPerKg: number;
  /** Share of energy from fat. */
  fatShare: number;
}

export const GOAL_RULES: Record<MealGoal, GoalRule> = {
  weight_loss: { energy: 0.8, proteinPerKg: 1.8, fatShare: 0.3 },
  muscle_gain: { energy: 1.1, proteinPerKg: 2.0, fatShare: 0.25 },
  maintenance: { energy: 1, proteinPerKg: 1.4, fatShare: 0.3 },
  performance: { energy: 1.1, proteinPerKg: 1.6, fatShare: 0.25 },
};

/** Below this a diet needs medical supervision; targets never go lower. */
export const MIN_DAILY_CALORIES = 1200;

/** The profile's fitness goal read as a meal goal (D3 vocabularies differ). */
export function mealGoalFor(goal: FitnessGoal | null | undefined): MealGoal {
  switch (goal) {
    case 'weight_loss':
      return 'weight_loss';
    case 'muscle_gain':
    case 'strength':
      return 'muscle_gain';
    case 'endurance':
      return 'performance';
    default:
      return 'maintenance';
  }
}

export type TargetInput = 'weight' | 'height' | 'age' | 'activityLevel';

export interface TargetProfile {
  weightKg: number | null;
  heightCm: number | null;
  dateOfBirth: string | null;
  activityLevel: ActivityLevel | null;
  fitnessGoal: FitnessGoal | null;
}

export interface NutritionTargets {
  goal: MealGoal;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** Resting energy (BMR) and maintenance energy (TDEE), kcal. */
  bmr: number;
  tdee: number;
  activityFactor: number;
  /** The figures the targets were computed from, defaults included. */
  inputs: { weightKg: number; heightCm: number; age: number; activityLevel: ActivityLevel };
  /** Profile fields that were missing and replaced by defaults: the UI names them. */
  missing: TargetInput[];
}

/** Whole years between a YYYY-MM-DD birth date and `today` (YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Daily targets for a profile; `goal` overrides the profile's goal (the Meal Plans goal selector). */
export function computeTargets(profile: TargetProfile, today: string, goal?: MealGoal): NutritionTargets {
  const missing: TargetInput[] = [];
  const orDefault = <T>(value: T | null, fallback: T, input: TargetInput): T => {
    if (value !== null) return value;
    missing.push(input);
    return fallback;
  };
  const weightKg = orDefault(profile.weightKg, TARGET_DEFAULTS.weightKg, 'weight');
  const heightCm = orDefault(profile.heightCm, TARGET_DEFAULTS.heightCm, 'height');
  const age = orDefault(profile.dateOfBirth ? ageOn(profile.dateOfBirth, today) : null, TARGET_DEFAULTS.age, 'age');
  const activityLevel = orDefault(profile.activityLevel, TARGET_DEFAULTS.activityLevel, 'activityLevel');
  const chosenGoal = goal ?? mealGoalFor(profile.fitnessGoal);
  const rule = GOAL_RULES[chosenGoal];

  const bmr = 10 * weightKg + 6.25 * heightCm - 5 * age + SEX_NEUTRAL_CONSTANT;
  const activityFactor = ACTIVITY_FACTORS[activityLevel];
  const tdee = bmr * activityFactor;
  const calories = Math.max(MIN_DAILY_CALORIES, Math.round((tdee * rule.energy) / 10) * 10);
  const protein = Math.round(weightKg * rule.proteinPerKg);
  const fat = Math.round((calories * rule.fatShare) / 9);
  // Carbohydrate fills the rest of the energy (4 kcal/g protein and carbs, 9 kcal/g fat).
  const carbs = Math.max(0, Math.round((calories - protein * 4 - fat * 9) / 4));
  return {
    goal: chosenGoal,
    calories,
    protein,
    carbs,
    fat,
    bmr: Math.round(bmr),
    tdee: Math.round(tdee),
    activityFactor,
    inputs: { weightKg, heightCm, age, activityLevel },
    missing,
  };
}
