// Legs: squats, leg presses, lunges and split squats, hinges (Romanian and stiff-leg deadlifts,
// good mornings), leg curls and extensions, glutes and hips, and calves. Squat, lunge and calf
// variants that Strong or Hevy list apart (front, hack, pendulum, box, pause, seated, single-leg)
// are movements of their own.
import { exerciseNameKey } from '@common/exercises/names';
import { type CatalogueEntry, type MovementSpec, movement } from './define';

/**
 * Drops from a bodyweight variant the bare names ("Hip Thrust") that the old library gave to a
 * loaded variant of the same movement (its "Hip Thrust" is a barbell hip thrust): members' rows
 * keep that name, so the bodyweight variant is found only by its spellings with the equipment
 * ("Hip Thrust (Bodyweight)", "Bodyweight Hip Thrust").
 */
function withoutBareNames(entries: CatalogueEntry[], bare: string[]): CatalogueEntry[] {
  const keys = new Set(bare.map(exerciseNameKey));
  return entries.map((e) =>
    e.equipment === 'bodyweight' ? { ...e, aliases: e.aliases.filter((a) => !keys.has(exerciseNameKey(a))) } : e,
  );
}

const squat: MovementSpec = { primary: ['quadriceps', 'glutes'], secondary: ['hamstrings', 'adductors', 'lower_back'] };
const lunge: MovementSpec = { primary: ['quadriceps', 'glutes'], secondary: ['hamstrings', 'adductors'] };
const hinge: MovementSpec = { primary: ['hamstrings', 'glutes'], secondary: ['lower_back', 'forearms'] };
const bridge: MovementSpec = { primary: ['glutes'], secondary: ['hamstrings'] };
const calf: MovementSpec = { primary: ['calves'] };

export const LEGS: CatalogueEntry[] = [
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
  ...movement('leg_extension', 'Leg Extension', { primary: ['quadriceps'] }, { machine: { name: 'Leg Extension' } }),
  ...movement(
    'single_leg_extension',
    'Single-Leg Extension',
    { primary: ['quadriceps'] },
    {
      machine: { name: 'Single-Leg Extension' },
    },
  ),
  ...movement(
    'lying_leg_curl',
    'Lying Leg Curl',
    { primary: ['hamstrings'], secondary: ['calves'] },
    {
      machine: { name: 'Lying Leg Curl' },
    },
  ),
  ...movement(
    'seated_leg_curl',
    'Seated Leg Curl',
    { primary: ['hamstrings'] },
    { machine: { name: 'Seated Leg Curl' } },
  ),
  ...movement(
    'standing_leg_curl',
    'Standing Leg Curl',
    { primary: ['hamstrings'] },
    {
      machine: { name: 'Standing Leg Curl' },
    },
  ),
  ...movement(
    'romanian_deadlift',
    'Romanian Deadlift',
    { ...hinge, synonyms: ['RDL'] },
    {
      barbell: { name: 'Romanian Deadlift' },
      dumbbell: true,
      kettlebell: true,
      smith_machine: true,
    },
  ),
  ...movement(
    'stiff_leg_deadlift',
    'Stiff-Leg Deadlift',
    { ...hinge, synonyms: ['Straight-Leg Deadlift'] },
    {
      barbell: { name: 'Stiff-Leg Deadlift', aliases: ['Straight-Leg Deadlift'] },
      dumbbell: true,
      band: true,
    },
  ),
  ...movement(
    'single_leg_romanian_deadlift',
    'Single-Leg Romanian Deadlift',
    { ...hinge, synonyms: ['Single-Leg RDL'] },
    { dumbbell: { name: 'Single-Leg Romanian Deadlift' }, barbell: true, kettlebell: true },
  ),
  ...movement(
    'good_morning',
    'Good Morning',
    { primary: ['hamstrings', 'lower_back'], secondary: ['glutes'] },
    {
      barbell: { name: 'Good Morning' },
      band: true,
    },
  ),
  ...movement(
    'nordic_hamstring_curl',
    'Nordic Hamstring Curl',
    { primary: ['hamstrings'], synonyms: ['Nordic Curl'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'glute_ham_raise',
    'Glute Ham Raise',
    { primary: ['hamstrings', 'glutes'], secondary: ['lower_back'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'cable_pull_through',
    'Pull-Through',
    { primary: ['glutes', 'hamstrings'] },
    {
      cable: { name: 'Cable Pull-Through' },
      band: true,
    },
  ),
  ...withoutBareNames(
    movement('hip_thrust', 'Hip Thrust', bridge, {
      barbell: { name: 'Hip Thrust' },
      machine: true,
      smith_machine: true,
      dumbbell: true,
      bodyweight: { name: 'Bodyweight Hip Thrust' },
    }),
    ['Hip Thrust'],
  ),
  ...movement('single_leg_hip_thrust', 'Single-Leg Hip Thrust', bridge, { bodyweight: true, dumbbell: true }),
  ...movement('glute_bridge', 'Glute Bridge', bridge, { bodyweight: { name: 'Glute Bridge' }, barbell: true }),
  ...movement('single_leg_glute_bridge', 'Single-Leg Glute Bridge', bridge, {
    bodyweight: { aliases: ['Single Leg Bridge'] },
  }),
  ...movement('partial_glute_bridge', 'Partial Glute Bridge', bridge, { barbell: true }),
  ...movement(
    'frog_pump',
    'Frog Pump',
    { primary: ['glutes'], secondary: ['adductors'] },
    {
      bodyweight: true,
      dumbbell: true,
    },
  ),
  ...movement(
    'glute_kickback',
    'Glute Kickback',
    { primary: ['glutes'], secondary: ['hamstrings'] },
    {
      cable: { name: 'Cable Kickback', aliases: ['Standing Cable Glute Kickbacks', 'Cable Glute Kickback'] },
      machine: true,
      band: true,
    },
  ),
  ...movement(
    'donkey_kick',
    'Donkey Kick',
    { primary: ['glutes'] },
    {
      bodyweight: { aliases: ['Glute Kickback on Floor', 'Glute Kickback (Bodyweight)'] },
    },
  ),
  ...movement('rear_kick', 'Rear Kick', { primary: ['glutes'], secondary: ['hamstrings'] }, { machine: true }),
  ...movement(
    'hip_abduction',
    'Hip Abduction',
    { primary: ['abductors'], secondary: ['glutes'], synonyms: ['Hip Abductor'] },
    {
      machine: { name: 'Hip Abduction Machine', aliases: ['Hip Abduction'] },
      cable: true,
      band: true,
    },
  ),
  ...movement(
    'hip_adduction',
    'Hip Adduction',
    { primary: ['adductors'], synonyms: ['Hip Adductor'] },
    {
      machine: { name: 'Hip Adduction Machine', aliases: ['Hip Adduction'] },
      cable: true,
    },
  ),
  ...movement(
    'lateral_band_walk',
    'Lateral Walk',
    { primary: ['abductors', 'glutes'] },
    {
      band: { name: 'Banded Lateral Walk', aliases: ['Lateral Band Walks', 'Band Side Walk'] },
    },
  ),
  ...movement('clamshell', 'Clamshell', { primary: ['abductors', 'glutes'] }, { bodyweight: true, band: true }),
  ...movement('fire_hydrant', 'Fire Hydrant', { primary: ['glutes', 'abductors'] }, { bodyweight: true, band: true }),
  ...movement('lateral_leg_raise', 'Lateral Leg Raise', { primary: ['abductors', 'glutes'] }, { bodyweight: true }),
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
