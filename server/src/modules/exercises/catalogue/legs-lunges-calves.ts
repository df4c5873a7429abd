// Legs, single-leg work and calves: lunges (walking, reverse, lateral, curtsy, jumping, overhead),
// split squats, step-ups, and the calf raises and presses (and the tibialis raise).
import { type CatalogueEntry, movement } from './define';
import { calf, lunge, withoutBareNames } from './legs-shared';

export const LEG_LUNGES_AND_CALVES: CatalogueEntry[] = [
  ...movement('lunge', 'Lunge', lunge, {
    bodyweight: { name: 'Lunge' },
    barbell: true,
    dumbbell: true,
    kettlebell: true,
    smith_machine: true,
  }),
  ...withoutBareNames(
    movement('walking_lunge', 'Walking Lunge', lunge, {
      dumbbell: { name: 'Walking Lunge' },
      barbell: true,
      kettlebell: true,
      bodyweight: { name: 'Bodyweight Walking Lunge' },
      other: { name: 'Sandbag Walking Lunge', aliases: ['Walking Lunge (Sandbag)'] },
    }),
    ['Walking Lunge'],
  ),
  ...movement('reverse_lunge', 'Reverse Lunge', lunge, { bodyweight: true, barbell: true, dumbbell: true }),
  ...movement(
    'lateral_lunge',
    'Lateral Lunge',
    { primary: ['quadriceps', 'adductors'], secondary: ['glutes'] },
    {
      bodyweight: true,
      dumbbell: true,
    },
  ),
  ...movement(
    'curtsy_lunge',
    'Curtsy Lunge',
    { primary: ['glutes', 'quadriceps'], secondary: ['abductors'] },
    {
      bodyweight: true,
      dumbbell: true,
    },
  ),
  ...movement(
    'jumping_lunge',
    'Jumping Lunge',
    { primary: ['quadriceps', 'glutes'], secondary: ['calves'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'overhead_lunge',
    'Overhead Lunge',
    { ...lunge, secondary: ['shoulders', 'abdominals'] },
    {
      dumbbell: { name: 'Overhead Dumbbell Lunge' },
      barbell: true,
    },
  ),
  ...withoutBareNames(
    movement('bulgarian_split_squat', 'Bulgarian Split Squat', lunge, {
      dumbbell: { name: 'Bulgarian Split Squat' },
      barbell: true,
      smith_machine: true,
      kettlebell: true,
      bodyweight: { name: 'Bodyweight Bulgarian Split Squat' },
    }),
    ['Bulgarian Split Squat'],
  ),
  ...movement('split_squat', 'Split Squat', lunge, {
    bodyweight: true,
    dumbbell: true,
    barbell: true,
    smith_machine: true,
  }),
  ...withoutBareNames(
    movement('step_up', 'Step-Up', lunge, {
      dumbbell: { name: 'Step-Up' },
      barbell: true,
      kettlebell: true,
      bodyweight: { name: 'Bodyweight Step-Up' },
    }),
    ['Step-Up'],
  ),
  ...withoutBareNames(
    movement(
      'standing_calf_raise',
      'Standing Calf Raise',
      { ...calf, synonyms: ['Calf Raise'] },
      {
        machine: { name: 'Standing Calf Raise' },
        barbell: true,
        dumbbell: true,
        smith_machine: true,
        bodyweight: { name: 'Bodyweight Calf Raise' },
      },
    ),
    ['Standing Calf Raise', 'Calf Raise'],
  ),
  ...movement('seated_calf_raise', 'Seated Calf Raise', calf, {
    machine: { name: 'Seated Calf Raise' },
    plate_loaded: true,
    dumbbell: true,
  }),
  ...movement(
    'single_leg_calf_raise',
    'Single-Leg Calf Raise',
    { ...calf, synonyms: ['Single Leg Standing Calf Raise'] },
    {
      bodyweight: { name: 'Single-Leg Calf Raise' },
      dumbbell: true,
      barbell: true,
      machine: true,
    },
  ),
  ...movement('calf_press', 'Calf Press', calf, { machine: true }),
  ...movement(
    'leg_press_calf_raise',
    'Leg Press Calf Raise',
    { ...calf, synonyms: ['Calf Press on Leg Press'] },
    {
      machine: { name: 'Leg Press Calf Raise', aliases: ['Calf Press on Leg Press'] },
    },
  ),
  ...movement(
    'seated_leg_press_calf_raise',
    'Seated Leg Press Calf Raise',
    { ...calf, synonyms: ['Calf Press on Seated Leg Press'] },
    {
      machine: { name: 'Seated Leg Press Calf Raise', aliases: ['Calf Press on Seated Leg Press'] },
    },
  ),
  ...movement('calf_extension', 'Calf Extension', calf, { machine: true }),
  ...movement('donkey_calf_raise', 'Donkey Calf Raise', calf, { machine: true, bodyweight: true }),
  ...movement(
    'tibialis_raise',
    'Tibialis Raise',
    { primary: ['calves'] },
    { bodyweight: true, other: { name: 'Tib Bar Raise' } },
  ),
];
