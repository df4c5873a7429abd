// Core: planks and holds (logged as time), crunches and sit-ups, leg and knee raises, rotations and
// anti-rotations.
import { type CatalogueEntry, type MovementSpec, movement } from './define';

const abs: MovementSpec = { primary: ['abdominals'] };
const lowerAbs: MovementSpec = { primary: ['abdominals', 'hip_flexors'] };
const obliques: MovementSpec = { primary: ['obliques'], secondary: ['abdominals'] };
const hold = { logging: 'duration' } as const;

export const CORE: CatalogueEntry[] = [
  ...movement(
    'plank',
    'Plank',
    { primary: ['abdominals'], secondary: ['shoulders', 'obliques'], ...hold },
    {
      bodyweight: { name: 'Plank', aliases: ['Front Plank', 'Forearm Plank'] },
    },
  ),
  ...movement('side_plank', 'Side Plank', { ...obliques, ...hold }, { bodyweight: { name: 'Side Plank' } }),
  ...movement(
    'reverse_plank',
    'Reverse Plank',
    { primary: ['glutes', 'abdominals'], secondary: ['hamstrings'], ...hold },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'hollow_body_hold',
    'Hollow Body Hold',
    { ...abs, ...hold, synonyms: ['Hollow Hold'] },
    {
      bodyweight: { name: 'Hollow Body Hold' },
    },
  ),
  ...movement('hollow_rock', 'Hollow Rock', abs, { bodyweight: true }),
  ...movement('l_sit', 'L-Sit Hold', { ...lowerAbs, ...hold, synonyms: ['L-Sit'] }, { bodyweight: true }),
  ...movement('crunch', 'Crunch', abs, {
    bodyweight: { name: 'Crunch' },
    weighted_bodyweight: true,
    machine: true,
    cable: { name: 'Cable Crunch', aliases: ['Kneeling Cable Crunch'] },
    other: {
      name: 'Stability Ball Crunch',
      aliases: ['Crunch (Stability Ball)', 'Swiss Ball Crunch'],
      logging: 'reps_only',
    },
  }),
  ...movement('decline_crunch', 'Decline Crunch', abs, { bodyweight: true, weighted_bodyweight: true }),
  ...movement(
    'bicycle_crunch',
    'Bicycle Crunch',
    { ...obliques, primary: ['abdominals', 'obliques'] },
    {
      bodyweight: { name: 'Bicycle Crunch' },
    },
  ),
  ...movement(
    'bicycle_crunch_raised_legs',
    'Bicycle Crunch Raised Legs',
    { primary: ['abdominals', 'obliques'] },
    {
      bodyweight: true,
    },
  ),
  ...movement('oblique_crunch', 'Oblique Crunch', obliques, { bodyweight: true }),
  ...movement('cross_body_crunch', 'Cross-Body Crunch', obliques, { bodyweight: true }),
  ...movement('reverse_crunch', 'Reverse Crunch', lowerAbs, { bodyweight: true }),
  ...movement(
    'sit_up',
    'Sit-Up',
    { primary: ['abdominals'], secondary: ['hip_flexors'] },
    {
      bodyweight: true,
      weighted_bodyweight: true,
    },
  ),
  ...movement('jackknife_sit_up', 'Jackknife Sit-Up', lowerAbs, { bodyweight: true }),
  ...movement('jack_knife', 'Jack Knife', lowerAbs, { suspension: true }),
  ...movement('v_up', 'V-Up', lowerAbs, { bodyweight: true }),
  ...movement('toe_touch', 'Toe Touch', abs, { bodyweight: true }),
  ...movement('ab_scissors', 'Ab Scissors', lowerAbs, { bodyweight: true }),
  ...movement('flutter_kick', 'Flutter Kick', lowerAbs, { bodyweight: true }),
  ...movement('heel_tap', 'Heel Tap', obliques, { bodyweight: true }),
  ...movement('elbow_to_knee', 'Elbow to Knee', { primary: ['abdominals', 'obliques'] }, { bodyweight: true }),
  ...movement(
    'hanging_leg_raise',
    'Hanging Leg Raise',
    { ...lowerAbs, secondary: ['forearms'] },
    {
      bodyweight: { name: 'Hanging Leg Raise' },
    },
  ),
  ...movement(
    'hanging_knee_raise',
    'Hanging Knee Raise',
    { ...lowerAbs, secondary: ['forearms'] },
    {
      bodyweight: true,
    },
  ),
  ...movement('captains_chair_knee_raise', "Captain's Chair Knee Raise", lowerAbs, {
    bodyweight: { aliases: ['Knee Raise Parallel Bars', "Knee Raise (Captain's Chair)", 'Vertical Knee Raise'] },
  }),
  ...movement('captains_chair_leg_raise', "Captain's Chair Leg Raise", lowerAbs, {
    bodyweight: { aliases: ['Leg Raise Parallel Bars', "Leg Raise (Captain's Chair)"] },
  }),
  ...movement('lying_leg_raise', 'Lying Leg Raise', lowerAbs, {
    bodyweight: { name: 'Lying Leg Raise', aliases: ['Flat Leg Raise'] },
  }),
  ...movement('lying_knee_raise', 'Lying Knee Raise', lowerAbs, { bodyweight: { aliases: ['Flat Knee Raise'] } }),
  ...movement(
    'knees_to_elbows',
    'Knees to Elbows',
    { ...lowerAbs, secondary: ['lats', 'forearms'] },
    {
      bodyweight: true,
    },
  ),
  ...movement('toes_to_bar', 'Toes to Bar', { ...lowerAbs, secondary: ['lats', 'forearms'] }, { bodyweight: true }),
  ...movement('dragon_flag', 'Dragon Flag', abs, { bodyweight: true }),
  ...movement('dragonfly', 'Dragonfly', abs, { bodyweight: true }),
  ...movement('windshield_wiper', 'Windshield Wiper', obliques, { bodyweight: true }),
  ...movement('russian_twist', 'Russian Twist', obliques, {
    bodyweight: { name: 'Russian Twist' },
    weighted_bodyweight: true,
  }),
  ...movement('side_bend', 'Side Bend', obliques, {
    bodyweight: true,
    dumbbell: true,
    cable: true,
    band: true,
    kettlebell: true,
  }),
  ...movement('dead_bug', 'Dead Bug', abs, { bodyweight: { name: 'Dead Bug' } }),
  ...movement(
    'bird_dog',
    'Bird Dog',
    { primary: ['lower_back', 'abdominals'], secondary: ['glutes'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'shoulder_tap',
    'Shoulder Tap',
    { primary: ['abdominals'], secondary: ['shoulders'] },
    { bodyweight: true },
  ),
  ...movement(
    'spiderman',
    'Spiderman',
    { primary: ['abdominals', 'obliques'], secondary: ['hip_flexors'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'mountain_climber',
    'Mountain Climber',
    { primary: ['abdominals'], secondary: ['hip_flexors', 'shoulders', 'cardio'], category: 'cardio' },
    { bodyweight: { name: 'Mountain Climber' } },
  ),
  ...movement(
    'ab_wheel_rollout',
    'Ab Wheel Rollout',
    { primary: ['abdominals'], secondary: ['lats', 'shoulders'] },
    {
      other: { name: 'Ab Wheel Rollout', aliases: ['Ab Wheel', 'Ab Rollout', 'Ab Roller'], logging: 'reps_only' },
    },
  ),
  ...movement(
    'pallof_press',
    'Pallof Press',
    { primary: ['obliques', 'abdominals'] },
    {
      cable: {
        name: 'Pallof Press',
        aliases: ['Cable Core Palloff Press', 'Cable Core Pallof Press', 'Palloff Press'],
      },
      band: true,
    },
  ),
  ...movement('cable_twist', 'Twist', obliques, { cable: { name: 'Cable Twist' } }),
  ...movement('high_to_low_woodchop', 'High-to-Low Woodchop', obliques, {
    cable: { aliases: ['Cable Twist (Up to down)'] },
  }),
  ...movement('low_to_high_woodchop', 'Low-to-High Woodchop', obliques, {
    cable: { aliases: ['Cable Twist (Down to up)'] },
  }),
  ...movement('landmine_180', 'Landmine 180', obliques, { barbell: { name: 'Landmine 180' } }),
  ...movement('torso_rotation', 'Torso Rotation', obliques, { machine: true }),
];
