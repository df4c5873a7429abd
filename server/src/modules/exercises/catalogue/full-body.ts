// Full body: the Olympic lifts and their pulls, kettlebell ballistics, carries, sleds, jumps and
// other conditioning with a load or the body's own weight.
import { type CatalogueEntry, type MovementSpec, movement } from './define';

const olympic: MovementSpec = {
  primary: ['full_body'],
  secondary: ['quadriceps', 'glutes', 'hamstrings', 'traps', 'shoulders'],
};
const pull: MovementSpec = { primary: ['hamstrings', 'traps'], secondary: ['glutes', 'lower_back', 'upper_back'] };
const conditioning = { category: 'cardio' } as const;

export const FULL_BODY: CatalogueEntry[] = [
  ...movement('clean', 'Clean', olympic, {
    barbell: { name: 'Clean', aliases: ['Squat Clean'] },
    kettlebell: true,
    dumbbell: true,
  }),
  ...movement('power_clean', 'Power Clean', olympic, { barbell: { name: 'Power Clean' }, dumbbell: true }),
  ...movement('hang_clean', 'Hang Clean', olympic, { barbell: { name: 'Hang Clean' } }),
  ...movement('hang_power_clean', 'Hang Power Clean', olympic, { barbell: { name: 'Hang Power Clean' } }),
  ...movement('clean_and_jerk', 'Clean and Jerk', olympic, { barbell: { name: 'Clean and Jerk' } }),
  ...movement(
    'clean_and_press',
    'Clean and Press',
    { ...olympic, secondary: ['shoulders', 'triceps', 'glutes'] },
    {
      barbell: { name: 'Clean and Press' },
      kettlebell: true,
      dumbbell: true,
    },
  ),
  ...movement('clean_pull', 'Clean Pull', pull, { barbell: { name: 'Clean Pull' } }),
  ...movement('snatch', 'Snatch', olympic, {
    barbell: { name: 'Snatch', aliases: ['Squat Snatch'] },
    dumbbell: true,
    kettlebell: true,
  }),
  ...movement('power_snatch', 'Power Snatch', olympic, { barbell: { name: 'Power Snatch' } }),
  ...movement('hang_snatch', 'Hang Snatch', olympic, { barbell: { name: 'Hang Snatch' } }),
  ...movement('snatch_pull', 'Snatch Pull', pull, { barbell: { name: 'Snatch Pull' } }),
  ...movement(
    'split_jerk',
    'Split Jerk',
    { ...olympic, primary: ['shoulders', 'full_body'] },
    {
      barbell: { name: 'Split Jerk' },
    },
  ),
  ...movement(
    'push_jerk',
    'Push Jerk',
    { ...olympic, primary: ['shoulders', 'full_body'] },
    {
      barbell: { name: 'Push Jerk' },
    },
  ),
  ...movement(
    'press_under',
    'Press Under',
    { primary: ['shoulders'], secondary: ['triceps', 'quadriceps'] },
    {
      barbell: { name: 'Press Under' },
    },
  ),
  ...movement(
    'jump_shrug',
    'Jump Shrug',
    { primary: ['traps'], secondary: ['quadriceps', 'glutes', 'calves'] },
    {
      barbell: { name: 'Jump Shrug' },
    },
  ),
  ...movement('deadlift_high_pull', 'Deadlift High Pull', pull, { barbell: { name: 'Deadlift High Pull' } }),
  ...movement(
    'sumo_deadlift_high_pull',
    'Sumo Deadlift High Pull',
    { ...pull, secondary: ['shoulders', 'glutes'] },
    {
      barbell: { name: 'Sumo Deadlift High Pull' },
      kettlebell: true,
    },
  ),
  ...movement(
    'high_pull',
    'High Pull',
    { primary: ['traps', 'shoulders'], secondary: ['glutes', 'hamstrings'] },
    {
      kettlebell: true,
    },
  ),
  ...movement(
    'thruster',
    'Thruster',
    { primary: ['quadriceps', 'shoulders'], secondary: ['glutes', 'triceps'] },
    {
      barbell: { name: 'Thruster' },
      kettlebell: true,
      dumbbell: true,
    },
  ),
  ...movement(
    'swing',
    'Swing',
    { primary: ['glutes', 'hamstrings'], secondary: ['lower_back', 'shoulders'] },
    {
      kettlebell: { name: 'Kettlebell Swing' },
      dumbbell: true,
    },
  ),
  ...movement(
    'goblet_clean',
    'Goblet Clean',
    { primary: ['full_body'], secondary: ['glutes', 'biceps'] },
    {
      kettlebell: { name: 'Kettlebell Goblet Clean' },
    },
  ),
  ...movement(
    'turkish_get_up',
    'Turkish Get-Up',
    { primary: ['full_body'], secondary: ['shoulders', 'abdominals'] },
    {
      kettlebell: { name: 'Turkish Get-Up' },
      dumbbell: true,
    },
  ),
  ...movement(
    'landmine_squat_and_press',
    'Landmine Squat and Press',
    { primary: ['quadriceps', 'shoulders'] },
    {
      barbell: { name: 'Landmine Squat and Press' },
    },
  ),
  ...movement(
    'farmers_walk',
    "Farmer's Walk",
    { primary: ['forearms', 'traps'], secondary: ['full_body'], synonyms: ["Farmer's Carry"] },
    { dumbbell: { name: "Farmer's Walk" }, kettlebell: true, trap_bar: true },
  ),
  ...movement(
    'suitcase_carry',
    'Suitcase Carry',
    { primary: ['obliques', 'forearms'] },
    {
      dumbbell: true,
      kettlebell: true,
    },
  ),
  ...movement(
    'sled_push',
    'Sled Push',
    { primary: ['quadriceps', 'glutes'], secondary: ['calves', 'full_body'] },
    {
      other: { name: 'Sled Push' },
    },
  ),
  ...movement(
    'sled_pull',
    'Sled Pull',
    { primary: ['hamstrings', 'glutes'], secondary: ['full_body'] },
    {
      other: { name: 'Sled Pull', aliases: ['Sled Drag'] },
    },
  ),
  ...movement(
    'medicine_ball_slam',
    'Medicine Ball Slam',
    { primary: ['full_body'], secondary: ['abdominals', 'shoulders'], ...conditioning },
    {
      other: { name: 'Medicine Ball Slam', aliases: ['Ball Slams', 'Slam Ball'] },
    },
  ),
  ...movement(
    'wall_ball',
    'Wall Ball',
    { primary: ['quadriceps', 'shoulders'], secondary: ['glutes'], ...conditioning },
    {
      other: { name: 'Wall Ball' },
    },
  ),
  ...movement(
    'burpee',
    'Burpee',
    { primary: ['full_body'], secondary: ['cardio'], ...conditioning },
    {
      bodyweight: { name: 'Burpee' },
    },
  ),
  ...movement(
    'burpee_over_the_bar',
    'Burpee Over the Bar',
    { primary: ['full_body'], secondary: ['cardio'], ...conditioning },
    {
      bodyweight: { aliases: ['Bar-Facing Burpee'] },
    },
  ),
  ...movement(
    'burpee_broad_jump',
    'Burpee Broad Jump',
    { primary: ['full_body'], secondary: ['cardio'], ...conditioning },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'box_jump',
    'Box Jump',
    { primary: ['quadriceps', 'glutes'], secondary: ['calves'], ...conditioning },
    {
      other: { name: 'Box Jump', logging: 'reps_only' },
    },
  ),
  ...movement(
    'lateral_box_jump',
    'Lateral Box Jump',
    { primary: ['quadriceps', 'glutes'], secondary: ['calves'], ...conditioning },
    {
      other: { name: 'Lateral Box Jump', logging: 'reps_only' },
    },
  ),
  ...movement('frog_jump', 'Frog Jump', { primary: ['quadriceps', 'glutes'], ...conditioning }, { bodyweight: true }),
  ...movement(
    'broad_jump',
    'Broad Jump',
    { primary: ['quadriceps', 'glutes'], secondary: ['calves'], ...conditioning },
    {
      bodyweight: { aliases: ['Standing Long Jump'] },
    },
  ),
  ...movement(
    'bear_crawl',
    'Bear Crawl',
    { primary: ['full_body'], secondary: ['shoulders', 'abdominals'], logging: 'duration' },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'battle_ropes',
    'Battle Ropes',
    { primary: ['shoulders', 'full_body'], secondary: ['cardio'], logging: 'duration', ...conditioning },
    {
      other: { name: 'Battle Ropes' },
    },
  ),
  ...movement(
    'front_lever',
    'Front Lever',
    { primary: ['lats', 'abdominals'], logging: 'duration', synonyms: ['Front Lever Hold'] },
    {
      bodyweight: { name: 'Front Lever Hold' },
    },
  ),
  ...movement('front_lever_raise', 'Front Lever Raise', { primary: ['lats', 'abdominals'] }, { bodyweight: true }),
  ...movement(
    'handstand_hold',
    'Handstand Hold',
    { primary: ['shoulders'], secondary: ['triceps', 'abdominals'], logging: 'duration' },
    {
      bodyweight: { aliases: ['Handstand'] },
    },
  ),
];
