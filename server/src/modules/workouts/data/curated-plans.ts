import type { Progression } from '@common/schemas/coach';
import type { WorkoutFilterGoal, WorkoutLevel } from '@common/vocab';

/**
 * The recommended plans the app ships with (spec section 2, Workout Plans, Recommended): the spec's
 * Strength Builder and Fat Burner, plus one endurance and one flexibility plan so that every goal
 * filter has a match. Exercises are named from the curated library. Loaded once (an admin may
 * delete or edit them afterwards); admins add more through the API.
 */
export interface CuratedPlanExercise {
  name: string;
  sets: number;
  reps?: number;
  durationSeconds?: number;
  distanceKm?: number;
  /** The coach's scheme (issue 33); absent: double progression, 8-12. */
  progression?: Progression;
}

export interface CuratedPlan {
  name: string;
  description: string;
  level: WorkoutLevel;
  goal: WorkoutFilterGoal;
  frequency: number;
  durationWeeks: number;
  minutesPerSession: number;
  schedule: { weekday: number; title: string; exercises: CuratedPlanExercise[] }[];
}

const strengthA = [
  { name: 'Back Squat', sets: 4, reps: 6 },
  { name: 'Bench Press', sets: 4, reps: 6 },
  { name: 'Bent-Over Barbell Row', sets: 3, reps: 8 },
  { name: 'Plank', sets: 3, durationSeconds: 45 },
];
const strengthB = [
  { name: 'Deadlift', sets: 3, reps: 5 },
  { name: 'Overhead Press', sets: 4, reps: 6 },
  { name: 'Pull-Up', sets: 3, reps: 8 },
  { name: 'Hanging Leg Raise', sets: 3, reps: 12 },
];
const burner = [
  { name: 'Burpee', sets: 3, reps: 12 },
  { name: 'Goblet Squat', sets: 3, reps: 15 },
  { name: 'Mountain Climber', sets: 3, durationSeconds: 40 },
  { name: 'Push-Up', sets: 3, reps: 12 },
];

export const CURATED_PLANS: readonly CuratedPlan[] = [
  {
    name: 'Strength Builder',
    description: 'Build full-body strength with heavy compound lifts, alternating two workouts four days a week.',
    level: 'intermediate',
    goal: 'strength',
    frequency: 4,
    durationWeeks: 8,
    minutesPerSession: 45,
    schedule: [
      { weekday: 1, title: 'Squat & Bench', exercises: strengthA },
      { weekday: 2, title: 'Deadlift & Press', exercises: strengthB },
      { weekday: 4, title: 'Squat & Bench', exercises: strengthA },
      { weekday: 5, title: 'Deadlift & Press', exercises: strengthB },
    ],
  },
  {
    name: 'Fat Burner',
    description: 'Short, energetic circuits and steady cardio five days a week to burn calories and build a habit.',
    level: 'beginner',
    goal: 'weight_loss',
    frequency: 5,
    durationWeeks: 6,
    minutesPerSession: 30,
    schedule: [
      { weekday: 1, title: 'Full-Body Circuit', exercises: burner },
      {
        weekday: 2,
        title: 'Brisk Walk',
        exercises: [{ name: 'Incline Treadmill Walk', sets: 1, durationSeconds: 1800 }],
      },
      { weekday: 3, title: 'Full-Body Circuit', exercises: burner },
      { weekday: 5, title: 'Bike Intervals', exercises: [{ name: 'Stationary Bike', sets: 6, durationSeconds: 240 }] },
      { weekday: 6, title: 'Full-Body Circuit', exercises: burner },
    ],
  },
  {
    name: '10K Endurance',
    description: 'Intervals, tempo runs and a long run each week to run a strong 10 km.',
    level: 'advanced',
    goal: 'endurance',
    frequency: 4,
    durationWeeks: 10,
    minutesPerSession: 50,
    schedule: [
      { weekday: 2, title: 'Intervals', exercises: [{ name: 'Sprint Intervals', sets: 8, durationSeconds: 90 }] },
      { weekday: 4, title: 'Tempo Run', exercises: [{ name: 'Running', sets: 1, distanceKm: 6 }] },
      {
        weekday: 5,
        title: 'Strength for Runners',
        exercises: [
          { name: 'Walking Lunge', sets: 3, reps: 12 },
          { name: 'Single-Leg Calf Raise', sets: 3, reps: 15 },
          { name: 'Side Plank', sets: 3, durationSeconds: 30 },
        ],
      },
      { weekday: 7, title: 'Long Run', exercises: [{ name: 'Running', sets: 1, distanceKm: 12 }] },
    ],
  },
  {
    name: 'Mobility Reset',
    description: 'Gentle yoga and stretching three times a week to move freely and recover better.',
    level: 'beginner',
    goal: 'flexibility',
    frequency: 3,
    durationWeeks: 4,
    minutesPerSession: 20,
    schedule: [1, 3, 5].map((weekday) => ({
      weekday,
      title: 'Mobility Flow',
      exercises: [
        { name: 'Cat-Cow Stretch', sets: 2, durationSeconds: 60 },
        { name: "World's Greatest Stretch", sets: 2, durationSeconds: 60 },
        { name: 'Pigeon Pose', sets: 2, durationSeconds: 60 },
        { name: 'Downward Dog', sets: 2, durationSeconds: 45 },
      ],
    })),
  },
];
