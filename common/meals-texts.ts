import { EARLIEST_LOG_DATE, FOOD_LIMITS, MAX_ENTRIES_PER_DAY, PLAN_LIMITS } from './meals-limits';
import { OWN_TARGET_LIMITS } from './nutrition/daily-target';
import type { TargetInput } from './nutrition/targets';

// Visible texts of the meals domain: the spec's toasts and messages as written (sections 2, 8; D9),
// plus the validation messages this issue adds where the spec is silent.

export const MEAL_TOASTS = {
  error: 'Error',
  loadFailed: 'Failed to load meal plans.',
  loadOneFailed: 'Failed to load meal plan.',
  createFailed: 'Failed to create meal plan.',
  updateFailed: 'Failed to update meal plan.',
  deleteFailed: 'Failed to delete meal plan.',
  created: 'Meal plan created successfully.',
  updated: 'Meal plan updated successfully.',
  deleted: 'Meal plan deleted successfully.',
  generated: 'Meal Plan Generated',
  generatedDescription: 'Your personalized meal plan has been created based on your preferences.',
  generateFailed: 'Failed to generate meal plan.',
  success: 'Success',
  activated: 'This plan now shows on your dashboard.',
  foodLogged: 'Meal logged',
  logFailed: 'Failed to log meal.',
  logDeleted: 'Entry removed',
  logDeleteFailed: 'Failed to remove entry.',
  logUpdated: 'Amount changed',
  logUpdateFailed: 'Failed to change the amount.',
  foodCreated: 'Food added',
  foodCreateFailed: 'Failed to add food.',
} as const;

export const MEAL_TEXTS = {
  pageTitle: 'Meal Plans',
  signInPrompt: 'Sign In to View Meal Plans',
  noSavedPlans: 'No Saved Meal Plans',
  noSavedPlansHint: 'Create a plan or generate one from your goal; it will show here.',
  generatedPlanName: 'Custom Meal Plan',
  plansPrivate: "This member's meal plans are private.",
  noPlansOnProfile: 'No meal plans yet',
  loadMoreRecipes: 'Load More Recipes',
} as const;

/**
 * A saved plan's food deleted since (ours): the builder shows it with the plan's own figures,
 * outside the totals, and says that saving leaves it out (a plan's food needs one of the member's).
 */
export const PLAN_BUILDER_TEXTS = {
  goneNote: '— no longer in your foods; it will be left out when you save',
  goneSummary: (foods: string[]) =>
    `${foods.join(', ')} ${foods.length === 1 ? 'is' : 'are'} no longer in your foods and will be left out when you save.`,
} as const;

export const MEAL_MESSAGES = {
  planNameRequired: 'Plan name is required',
  planNameInvisible: 'Plan name must have at least one visible character',
  planNameMax: `Plan name must be ${PLAN_LIMITS.nameMax} characters or less`,
  descriptionMax: `Description must be ${PLAN_LIMITS.descriptionMax} characters or less`,
  goalInvalid: 'Choose a goal: weight loss, muscle gain, maintenance or performance',
  mealInvalid: 'Meal must be breakfast, lunch, dinner or snack',
  mealRepeated: 'Each meal can appear only once in a plan',
  tooManyFoods: `A meal can hold at most ${PLAN_LIMITS.foodsPerMeal} foods`,
  planEmpty: 'Add at least one food to the plan',
  planTooHeavy: `A plan can hold at most ${PLAN_LIMITS.dayGramsMax.toLocaleString('en-US')} g of food a day, all meals together`,
  foodRequired: 'Choose a food',
  gramsInvalid: 'Grams must be a number',
  gramsRange: `Grams must be between ${PLAN_LIMITS.gramsMin} and ${PLAN_LIMITS.gramsMax}`,
  unknownFood: 'That food does not exist or is not yours',
  curatedAdminOnly: 'Only admins can create recommended plans',
  foodNameMin: `Food name must be at least ${FOOD_LIMITS.nameMin} characters`,
  foodNameInvisible: 'Food name must have at least one visible character',
  foodNameMax: `Food name must be ${FOOD_LIMITS.nameMax} characters or less`,
  // A food's figures are the member's, copied from its label: none is filled in for them.
  caloriesRequired: 'Enter the calories per 100 g from the label (0 if it has none)',
  macroRequired: 'Enter the grams per 100 g from the label (0 if it has none)',
  caloriesRange: `Calories per 100 g must be between 0 and ${FOOD_LIMITS.caloriesMax}`,
  macroRange: `Must be between 0 and ${FOOD_LIMITS.macroMax} g per 100 g`,
  macrosOver100: 'Protein, carbs and fat cannot add up to more than 100 g per 100 g',
  servingRange: `Serving must be between 1 and ${FOOD_LIMITS.servingMax} g`,
  foodNameTaken: 'You already have a food with that name',
  starterFoodLocked: 'Foods of the starter list cannot be changed',
  dateInvalid: 'Date must be a real date written YYYY-MM-DD',
  dateOutOfRange: `Date must be between ${EARLIEST_LOG_DATE} and tomorrow`,
  timeZoneInvalid: 'Unknown time zone',
  dayFull: `A day can hold at most ${MAX_ENTRIES_PER_DAY} entries`,
  planMealEmpty: 'That meal of the plan has no foods',
  variantInvalid: `Variant must be a whole number from 0 to ${PLAN_LIMITS.generateVariantMax}`,
  // A meal log's Idempotency-Key (one per intended add) sent again with another food or meal.
  idempotencyKeyReused: 'This Idempotency-Key was already used to log a different meal entry.',
  // The member's own daily target (issue 16 point 3).
  targetCaloriesRequired: 'Enter your daily calories',
  targetCaloriesRange: `Daily calories must be between ${OWN_TARGET_LIMITS.calories.min} and ${OWN_TARGET_LIMITS.calories.max}`,
  targetCaloriesWhole: 'Daily calories must be a whole number, without decimals',
  targetCaloriesNumber: 'Enter your daily calories as a plain number, like 2200',
  targetGramsRange: (max: number) => `Must be a whole number of grams from 0 to ${max}`,
} as const;

/** The profile fields behind the estimate, as the profile form names them. */
export const TARGET_INPUT_LABELS: Record<TargetInput, string> = {
  weight: 'weight',
  height: 'height',
  age: 'date of birth',
  activityLevel: 'activity level',
};

/** "weight", "weight or height", "weight, height or activity level". */
function listWithOr(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** The day's nutrition target and where it comes from (issue 16 point 3). */
export const TARGET_TEXTS = {
  title: 'Daily target',
  none: 'No daily target yet',
  noneHint: 'Follow a meal plan or set your own daily calories to see how your day adds up.',
  setOwn: 'Set your daily target',
  changeOwn: 'Change your target',
  removeOwn: 'Remove your target',
  planWins: 'While you follow a plan, its totals are your target. Your own target applies when you follow none.',
  suggestion: (calories: number) => `Suggestion: ${calories.toLocaleString('en-US')} cal a day`,
  suggestionBasis: 'Mifflin-St Jeor estimate from your profile and goal; not your target until you use it.',
  /** Names the profile fields an estimate replaced with typical values; empty when none. */
  typicalValues: (missing: readonly TargetInput[]) =>
    missing.length === 0
      ? ''
      : `Your profile has no ${listWithOr(missing.map((m) => TARGET_INPUT_LABELS[m]))}, so the estimate uses typical values for ${missing.length === 1 ? 'it' : 'them'}.`,
  /** A generated day the recipes could not portion to within PLAN_TOLERANCE of the target. */
  planMisses: (planned: number, target: number) =>
    `The recipes for this goal cannot be portioned to ${target} cal: this day comes to ${planned} cal.`,
  useSuggestion: 'Use this suggestion',
  estimateLabel: 'an estimate (Mifflin-St Jeor), not a target you set',
  saved: 'Daily target saved',
  removed: 'Daily target removed',
  saveFailed: 'Failed to save your target.',
  firstMeal: "Add today's meals",
  noTargetShort: 'No target set',
} as const;
