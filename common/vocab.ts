// One vocabulary (DECISIONS D3): values stored in snake_case, shown with labels everywhere.

export const BODY_TYPES = ['ectomorph', 'mesomorph', 'endomorph'] as const;
export const FITNESS_GOALS = [
  'weight_loss',
  'muscle_gain',
  'strength',
  'endurance',
  'flexibility',
  'maintenance',
  'general_fitness',
] as const;
export const ACTIVITY_LEVELS = [
  'sedentary',
  'lightly_active',
  'moderately_active',
  'very_active',
  'extremely_active',
] as const;
export const MEAL_GOALS = ['weight_loss', 'muscle_gain', 'maintenance', 'performance'] as const;
export const WORKOUT_FILTER_GOALS = ['strength', 'weight_loss', 'endurance', 'flexibility'] as const;
export const WORKOUT_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const PRIVACY_CHOICES = ['public', 'friends', 'private'] as const;
export const NOTIFICATION_CHOICES = ['email_push', 'email', 'push', 'none'] as const;
/** Direct messages always show in the app; the choice is whether unread ones also send an email. */
export const MESSAGE_NOTIFICATION_CHOICES = ['email_push', 'push'] as const;
/** How often the email digest of follows, likes and comments goes out (issue 18). */
export const DIGEST_FREQUENCIES = ['daily', 'weekly'] as const;

export type BodyType = (typeof BODY_TYPES)[number];
export type FitnessGoal = (typeof FITNESS_GOALS)[number];
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];
export type MealGoal = (typeof MEAL_GOALS)[number];
export type WorkoutFilterGoal = (typeof WORKOUT_FILTER_GOALS)[number];
export type WorkoutLevel = (typeof WORKOUT_LEVELS)[number];
export type PrivacyChoice = (typeof PRIVACY_CHOICES)[number];
export type NotificationChoice = (typeof NOTIFICATION_CHOICES)[number];
export type MessageNotificationChoice = (typeof MESSAGE_NOTIFICATION_CHOICES)[number];
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

const LABELS: Record<string, string> = {
  ectomorph: 'Ectomorph',
  mesomorph: 'Mesomorph',
  endomorph: 'Endomorph',
  weight_loss: 'Weight Loss',
  muscle_gain: 'Muscle Gain',
  strength: 'Strength',
  endurance: 'Endurance',
  flexibility: 'Flexibility',
  maintenance: 'Maintenance',
  general_fitness: 'General Fitness',
  performance: 'Performance',
  sedentary: 'Sedentary',
  lightly_active: 'Lightly active',
  moderately_active: 'Moderately active',
  very_active: 'Very active',
  extremely_active: 'Extremely active',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  public: 'Public',
  friends: 'Friends',
  private: 'Only me',
  email_push: 'Email & push',
  email: 'Email',
  push: 'Push',
  none: 'None',
};

/** The label shown for a stored vocabulary value; unknown values are humanised. */
export function labelOf(value: string | null | undefined): string {
  if (!value) return '';
  return LABELS[value] ?? value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** Options for a select: value and label pairs in vocabulary order. */
export function optionsOf<T extends string>(values: readonly T[]): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labelOf(value) }));
}

/**
 * The spec's fallback figures use three activity buckets plus 'otherwise' (D3):
 * very and extremely active share the 'Very active' column.
 */
export type ActivityBucket = 'very' | 'moderately' | 'lightly' | 'other';
export function activityBucket(level: string | null | undefined): ActivityBucket {
  switch (level) {
    case 'very_active':
    case 'extremely_active':
      return 'very';
    case 'moderately_active':
      return 'moderately';
    case 'lightly_active':
      return 'lightly';
    default:
      return 'other';
  }
}
