// Legs, knee-dominant: squats in their variants (front, goblet, hack, pendulum, belt, box, pause,
// overhead, Zercher, safety-bar, sumo, pistol, sissy, jump, lateral, Cossack), the wall sit and
// the leg presses. Variants that Strong or Hevy list apart are movements of their own.
import { type CatalogueEntry, movement } from './define';
import { squat, withoutBareNames } from './legs-shared';

export const LEG_SQUATS: CatalogueEntry[] = [
  ...withoutBareNames(
    movement('squat', 'Squat', squat, {
      barbell: { name: 'Back Squat', aliases: ['Squat', 'Back Squat (Barbell)', 'Barbell Back Squat'] },
      dumbbell: true,
      smith_machine: true,
      machine: true,
      band: true,
      suspension: true,
      bodyweight: { name: 'Bodyweight Squat', aliases: ['Air Squat'] },
    }),
    ['Squat'],
  ),
  ...movement(
    'front_squat',
    'Front Squat',
    { ...squat, secondary: ['abdominals', 'upper_back'] },
    {
      barbell: { name: 'Front Squat' },
      kettlebell: true,
      dumbbell: true,
      smith_machine: true,
    },
  ),
  ...movement('goblet_squat', 'Goblet Squat', squat, {
    kettlebell: { name: 'Goblet Squat' },
    dumbbell: { name: 'Dumbbell Goblet Squat' },
  }),
  ...movement('hack_squat', 'Hack Squat', squat, { machine: { name: 'Hack Squat' }, barbell: true }),
  ...movement('pendulum_squat', 'Pendulum Squat', squat, { machine: { name: 'Pendulum Squat' } }),
  ...movement('belt_squat', 'Belt Squat', squat, { machine: { name: 'Belt Squat' } }),
  ...movement('box_squat', 'Box Squat', squat, { barbell: { name: 'Box Squat' } }),
  ...movement(
    'pause_squat',
    'Pause Squat',
    { ...squat, synonyms: ['Paused Squat'] },
    { barbell: { name: 'Pause Squat' } },
  ),
  ...movement('full_squat', 'Full Squat', squat, { barbell: { name: 'Full Squat' } }),
  ...movement(
    'overhead_squat',
    'Overhead Squat',
    { ...squat, secondary: ['shoulders', 'abdominals'] },
    {
      barbell: { name: 'Overhead Squat' },
      dumbbell: true,
    },
  ),
  ...movement(
    'zercher_squat',
    'Zercher Squat',
    { ...squat, secondary: ['abdominals', 'upper_back'] },
    {
      barbell: { name: 'Zercher Squat' },
    },
  ),
  ...movement('safety_bar_squat', 'Safety Bar Squat', squat, {
    other: { name: 'Safety Bar Squat', aliases: ['SSB Squat', 'Safety Squat Bar Squat'] },
  }),
  ...movement(
    'sumo_squat',
    'Sumo Squat',
    { primary: ['quadriceps', 'adductors'], secondary: ['glutes'] },
    {
      bodyweight: true,
      barbell: true,
      dumbbell: true,
      kettlebell: true,
    },
  ),
  ...movement(
    'pistol_squat',
    'Pistol Squat',
    { ...squat, secondary: ['hamstrings', 'abdominals'] },
    {
      bodyweight: true,
      assisted_bodyweight: true,
      kettlebell: true,
    },
  ),
  ...movement(
    'sissy_squat',
    'Sissy Squat',
    { primary: ['quadriceps'] },
    { bodyweight: true, weighted_bodyweight: true },
  ),
  ...movement(
    'jump_squat',
    'Jump Squat',
    { primary: ['quadriceps', 'glutes'], secondary: ['calves'] },
    {
      bodyweight: { name: 'Jump Squat', category: 'cardio' },
    },
  ),
  ...movement(
    'lateral_squat',
    'Lateral Squat',
    { primary: ['quadriceps', 'adductors'], secondary: ['glutes'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'cossack_squat',
    'Cossack Squat',
    { primary: ['quadriceps', 'adductors'], secondary: ['glutes'] },
    {
      bodyweight: true,
      kettlebell: true,
    },
  ),
  ...movement(
    'wall_sit',
    'Wall Sit',
    { primary: ['quadriceps'], secondary: ['glutes'] },
    {
      bodyweight: { name: 'Wall Sit', logging: 'duration' },
    },
  ),
  ...movement('leg_press', 'Leg Press', squat, { machine: { name: 'Leg Press' } }),
  ...movement(
    'seated_leg_press',
    'Seated Leg Press',
    { ...squat, synonyms: ['Horizontal Leg Press', 'Leg Press Horizontal'] },
    { machine: { name: 'Seated Leg Press' } },
  ),
  ...movement('single_leg_press', 'Single-Leg Press', squat, { machine: { name: 'Single-Leg Press' } }),
];
