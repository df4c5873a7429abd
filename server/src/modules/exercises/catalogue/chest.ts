// Chest: presses, flies, push-ups and dips. Grip and angle variants that Strong or Hevy list as their
// own exercises (close grip, wide grip, incline, decline) are their own movements.
import { type CatalogueEntry, type MovementSpec, movement } from './define';

const press: MovementSpec = { primary: ['chest'], secondary: ['triceps', 'shoulders'] };

export const CHEST: CatalogueEntry[] = [
  ...movement(
    'bench_press',
    'Bench Press',
    { ...press, synonyms: ['Flat Bench Press'] },
    {
      barbell: { name: 'Bench Press' },
      dumbbell: { name: 'Dumbbell Bench Press', aliases: ['Dumbbell Chest Press'] },
      smith_machine: true,
      cable: true,
    },
  ),
  ...movement(
    'incline_bench_press',
    'Incline Bench Press',
    { ...press, primary: ['chest', 'shoulders'], secondary: ['triceps'], synonyms: ['Incline Press'] },
    {
      barbell: { name: 'Incline Bench Press' },
      dumbbell: { name: 'Incline Dumbbell Press' },
      smith_machine: true,
      cable: true,
    },
  ),
  ...movement(
    'decline_bench_press',
    'Decline Bench Press',
    { ...press, synonyms: ['Decline Press'] },
    { barbell: { name: 'Decline Bench Press' }, dumbbell: true, smith_machine: true, machine: true },
  ),
  ...movement(
    'close_grip_bench_press',
    'Close-Grip Bench Press',
    { primary: ['triceps', 'chest'], secondary: ['shoulders'], synonyms: ['Bench Press - Close Grip'] },
    { barbell: { name: 'Close-Grip Bench Press' }, smith_machine: true },
  ),
  ...movement(
    'wide_grip_bench_press',
    'Wide-Grip Bench Press',
    { ...press, synonyms: ['Bench Press - Wide Grip'] },
    { barbell: { name: 'Wide-Grip Bench Press' } },
  ),
  ...movement('feet_up_bench_press', 'Feet-Up Bench Press', press, { barbell: { name: 'Feet-Up Bench Press' } }),
  ...movement(
    'floor_press',
    'Floor Press',
    { primary: ['chest', 'triceps'], secondary: ['shoulders'] },
    {
      barbell: true,
      dumbbell: true,
    },
  ),
  ...movement('chest_press', 'Chest Press', press, {
    machine: { name: 'Chest Press Machine' },
    plate_loaded: { name: 'Plate-Loaded Chest Press' },
    band: true,
  }),
  ...movement('iso_lateral_chest_press', 'Iso-Lateral Chest Press', press, {
    machine: { name: 'Iso-Lateral Chest Press' },
  }),
  ...movement(
    'incline_chest_press',
    'Incline Chest Press',
    { ...press, primary: ['chest', 'shoulders'] },
    {
      machine: true,
    },
  ),
  ...movement('squeeze_press', 'Squeeze Press', { primary: ['chest'], secondary: ['triceps'] }, { dumbbell: true }),
  ...movement('hex_press', 'Hex Press', { primary: ['chest'], secondary: ['triceps'] }, { dumbbell: true }),
  ...movement(
    'svend_press',
    'Svend Press',
    { primary: ['chest'], secondary: ['shoulders'] },
    {
      other: { name: 'Svend Press', aliases: ['Plate Squeeze (Svend Press)', 'Plate Squeeze'] },
    },
  ),
  ...movement(
    'plate_press',
    'Plate Press',
    { primary: ['chest'], secondary: ['shoulders'] },
    {
      other: { name: 'Plate Press' },
    },
  ),
  ...movement(
    'chest_fly',
    'Chest Fly',
    { primary: ['chest'], secondary: ['shoulders'], synonyms: ['Fly', 'Flat Fly'] },
    { dumbbell: { name: 'Dumbbell Fly' }, machine: true, band: true, suspension: true },
  ),
  ...movement(
    'incline_chest_fly',
    'Incline Chest Fly',
    { primary: ['chest'], secondary: ['shoulders'], synonyms: ['Incline Fly'] },
    {
      dumbbell: true,
      cable: true,
    },
  ),
  ...movement(
    'decline_chest_fly',
    'Decline Chest Fly',
    { primary: ['chest'], synonyms: ['Decline Fly'] },
    {
      dumbbell: true,
    },
  ),
  ...movement(
    'pec_deck',
    'Pec Deck',
    { primary: ['chest'], secondary: ['shoulders'], synonyms: ['Butterfly', 'Pec Deck Fly'] },
    { machine: { name: 'Pec Deck', aliases: ['Butterfly (Pec Deck)', 'Peck Deck'] } },
  ),
  ...movement(
    'cable_crossover',
    'Crossover',
    { primary: ['chest'], secondary: ['shoulders'], synonyms: ['Fly Crossover', 'Crossover Fly'] },
    { cable: { name: 'Cable Crossover', aliases: ['Cable Fly', 'Standing Cable Fly'] } },
  ),
  ...movement(
    'low_cable_fly',
    'Low Cable Fly',
    { primary: ['chest'], secondary: ['shoulders'] },
    {
      cable: { name: 'Low Cable Fly', aliases: ['Low Cable Fly Crossovers', 'Low-to-High Cable Fly'] },
    },
  ),
  ...movement(
    'seated_chest_fly',
    'Seated Chest Fly',
    { primary: ['chest'] },
    {
      cable: { name: 'Seated Cable Fly' },
    },
  ),
  ...movement(
    'single_arm_cable_crossover',
    'Single-Arm Crossover',
    { primary: ['chest'] },
    {
      cable: { name: 'Single-Arm Cable Crossover' },
    },
  ),
  ...movement(
    'pullover',
    'Pullover',
    { primary: ['lats', 'chest'], secondary: ['triceps'] },
    { dumbbell: { primary: ['chest', 'lats'] }, machine: true, barbell: true },
  ),
  ...movement(
    'around_the_world',
    'Around the World',
    { primary: ['chest'], secondary: ['shoulders'] },
    {
      dumbbell: { aliases: ['Around the World'] },
    },
  ),
  ...movement(
    'push_up',
    'Push-Up',
    { primary: ['chest'], secondary: ['triceps', 'shoulders', 'abdominals'] },
    { bodyweight: { name: 'Push-Up' }, weighted_bodyweight: true, band: { logging: 'reps_only' } },
  ),
  ...movement(
    'kneeling_push_up',
    'Kneeling Push-Up',
    { primary: ['chest'], secondary: ['triceps', 'shoulders'] },
    {
      bodyweight: { aliases: ['Push Up (Knees)', 'Knee Push-Up'] },
    },
  ),
  ...movement(
    'incline_push_up',
    'Incline Push-Up',
    { primary: ['chest'], secondary: ['triceps', 'shoulders'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'decline_push_up',
    'Decline Push-Up',
    { primary: ['chest', 'shoulders'], secondary: ['triceps'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'clap_push_up',
    'Clap Push-Up',
    { primary: ['chest'], secondary: ['triceps', 'shoulders'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'one_arm_push_up',
    'One-Arm Push-Up',
    { primary: ['chest'], secondary: ['triceps', 'abdominals'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'ring_push_up',
    'Ring Push-Up',
    { primary: ['chest'], secondary: ['triceps', 'abdominals'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'plank_push_up',
    'Plank Push-Up',
    { primary: ['triceps', 'abdominals'], secondary: ['chest'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'chest_dip',
    'Chest Dip',
    { primary: ['chest'], secondary: ['triceps', 'shoulders'] },
    {
      bodyweight: { name: 'Chest Dip' },
      assisted_bodyweight: true,
      weighted_bodyweight: true,
    },
  ),
];
