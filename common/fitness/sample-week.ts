// The spec's fixed sample data, shown only as the empty-state suggestion (DECISIONS D5): the
// dashboard modal's weekly schedule and the Workout Plans page's Today's Workout card.

export type SampleFocus = 'strength' | 'cardio' | 'rest';

/** Mon strength, Tue cardio, Wed strength, Thu rest, Fri strength, Sat cardio, Sun rest. */
export const SAMPLE_WEEK: readonly { weekday: number; focus: SampleFocus }[] = [
  { weekday: 1, focus: 'strength' },
  { weekday: 2, focus: 'cardio' },
  { weekday: 3, focus: 'strength' },
  { weekday: 4, focus: 'rest' },
  { weekday: 5, focus: 'strength' },
  { weekday: 6, focus: 'cardio' },
  { weekday: 7, focus: 'rest' },
];

/**
 * Today's Workout when the member has no active plan: Upper Body Strength, 45 min, shown as a
 * suggestion. The spec's '6:00 PM' is not kept: it read as an appointment the member never made.
 */
export const SAMPLE_TODAY = {
  title: 'Upper Body Strength',
  minutes: 45,
  // Names from the curated exercise library, so the sample can be started and logged for real.
  exercises: [
    { name: 'Bench Press', sets: 3, reps: 10 },
    { name: 'Bent-Over Barbell Row', sets: 3, reps: 10 },
    { name: 'Overhead Press', sets: 3, reps: 8 },
    { name: 'Dumbbell Biceps Curl', sets: 3, reps: 12 },
    { name: 'Triceps Pushdown', sets: 3, reps: 12 },
  ],
} as const;
