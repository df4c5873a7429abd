// Legs, hamstrings and quadriceps in isolation: leg extensions and curls, and the hinges
// (Romanian and stiff-leg deadlifts, good mornings, Nordic curls, glute-ham raises, pull-throughs).
import { type CatalogueEntry, movement } from './define';
import { hinge } from './legs-shared';

export const LEG_HINGES_AND_CURLS: CatalogueEntry[] = [
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
];
