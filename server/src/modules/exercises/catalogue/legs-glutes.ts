// Legs, glutes and hips: hip thrusts and glute bridges, kickbacks, hip abduction and adduction,
// band walks and the floor work (clamshells, fire hydrants, lateral leg raises).
import { type CatalogueEntry, movement } from './define';
import { bridge, withoutBareNames } from './legs-shared';

export const LEG_GLUTES_AND_HIPS: CatalogueEntry[] = [
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
];
