// Arms: biceps curls, triceps extensions, pushdowns and dips, and forearm work. Each attachment or
// curl that Strong or Hevy list apart (rope pushdown, hammer, preacher, spider, concentration curl)
// is a movement of its own.
import { type CatalogueEntry, type MovementSpec, movement } from './define';

const curl: MovementSpec = { primary: ['biceps'], secondary: ['forearms'] };
const triceps: MovementSpec = { primary: ['triceps'] };

export const ARMS: CatalogueEntry[] = [
  ...movement(
    'biceps_curl',
    'Biceps Curl',
    { ...curl, synonyms: ['Curl'] },
    {
      barbell: { name: 'Barbell Curl' },
      dumbbell: { name: 'Dumbbell Biceps Curl' },
      cable: { name: 'Cable Curl' },
      machine: { name: 'Machine Biceps Curl' },
      ez_bar: { name: 'EZ-Bar Curl' },
      kettlebell: { name: 'Kettlebell Curl' },
      band: { name: 'Band Curl' },
      suspension: { name: 'Suspension Biceps Curl' },
    },
  ),
  ...movement(
    'hammer_curl',
    'Hammer Curl',
    { primary: ['biceps', 'forearms'] },
    {
      dumbbell: { name: 'Hammer Curl' },
      cable: true,
      band: true,
    },
  ),
  ...movement(
    'cross_body_hammer_curl',
    'Cross-Body Hammer Curl',
    { primary: ['biceps', 'forearms'] },
    {
      dumbbell: { name: 'Cross-Body Hammer Curl' },
    },
  ),
  ...movement(
    'incline_curl',
    'Incline Curl',
    { ...curl, synonyms: ['Seated Incline Curl'] },
    {
      dumbbell: { name: 'Incline Dumbbell Curl' },
    },
  ),
  ...movement('preacher_curl', 'Preacher Curl', curl, {
    machine: { name: 'Preacher Curl' },
    barbell: true,
    dumbbell: true,
    ez_bar: true,
    cable: true,
  }),
  ...movement('concentration_curl', 'Concentration Curl', curl, { dumbbell: { name: 'Concentration Curl' } }),
  ...movement(
    'reverse_grip_concentration_curl',
    'Reverse-Grip Concentration Curl',
    { primary: ['biceps', 'forearms'] },
    {
      dumbbell: { name: 'Reverse-Grip Concentration Curl' },
    },
  ),
  ...movement('spider_curl', 'Spider Curl', curl, { barbell: true, dumbbell: true, ez_bar: true }),
  ...movement('drag_curl', 'Drag Curl', curl, { barbell: { name: 'Drag Curl' } }),
  ...movement('curl_21s', '21s', curl, {
    barbell: { name: 'Barbell 21s', aliases: ['21s Bicep Curl', '21s Curl'] },
  }),
  ...movement(
    'reverse_curl',
    'Reverse Curl',
    { primary: ['forearms', 'biceps'] },
    {
      barbell: true,
      dumbbell: true,
      cable: true,
      ez_bar: true,
      band: true,
    },
  ),
  ...movement(
    'zottman_curl',
    'Zottman Curl',
    { primary: ['biceps', 'forearms'] },
    {
      dumbbell: { aliases: ['Zottman Curl'] },
    },
  ),
  ...movement('pinwheel_curl', 'Pinwheel Curl', { primary: ['biceps', 'forearms'] }, { dumbbell: true }),
  ...movement('waiter_curl', 'Waiter Curl', curl, { dumbbell: true }),
  ...movement('plate_curl', 'Plate Curl', curl, { other: { name: 'Plate Curl' } }),
  ...movement('behind_the_back_curl', 'Behind-the-Back Curl', curl, { cable: { name: 'Behind-the-Back Cable Curl' } }),
  ...movement('overhead_cable_curl', 'Overhead Curl', curl, { cable: { name: 'Overhead Cable Curl' } }),
  ...movement('bayesian_curl', 'Bayesian Curl', curl, { cable: { name: 'Bayesian Cable Curl' } }),
  ...movement('single_arm_curl', 'Single-Arm Curl', curl, { cable: { name: 'Single-Arm Cable Curl' } }),
  ...movement('rope_curl', 'Rope Curl', { primary: ['biceps', 'forearms'] }, { cable: { name: 'Rope Cable Curl' } }),
  ...movement(
    'skull_crusher',
    'Skull Crusher',
    { ...triceps, synonyms: ['Lying Triceps Extension'] },
    {
      barbell: { name: 'Skull Crusher' },
      ez_bar: true,
      dumbbell: true,
    },
  ),
  ...movement('triceps_extension', 'Triceps Extension', triceps, {
    barbell: true,
    cable: true,
    machine: true,
    suspension: true,
  }),
  ...movement('overhead_triceps_extension', 'Overhead Triceps Extension', triceps, {
    dumbbell: {
      name: 'Overhead Triceps Extension',
      aliases: ['Triceps Extension (Dumbbell)', 'Dumbbell Triceps Extension'],
    },
    cable: true,
    ez_bar: true,
  }),
  ...movement('single_arm_triceps_extension', 'Single-Arm Triceps Extension', triceps, {
    dumbbell: { name: 'Single-Arm Dumbbell Triceps Extension' },
  }),
  ...movement('triceps_pushdown', 'Triceps Pushdown', triceps, {
    cable: { name: 'Triceps Pushdown', aliases: ['Triceps Pushdown (Cable - Straight Bar)', 'Straight Bar Pushdown'] },
    band: true,
  }),
  ...movement('triceps_rope_pushdown', 'Triceps Rope Pushdown', triceps, {
    cable: { name: 'Triceps Rope Pushdown', aliases: ['Rope Pushdown', 'Rope Triceps Pushdown'] },
  }),
  ...movement('triceps_pressdown', 'Triceps Pressdown', triceps, { cable: { name: 'Triceps Pressdown' } }),
  ...movement('single_arm_triceps_pushdown', 'Single-Arm Triceps Pushdown', triceps, {
    cable: { name: 'Single-Arm Triceps Pushdown' },
  }),
  ...movement('triceps_kickback', 'Triceps Kickback', triceps, { dumbbell: { name: 'Triceps Kickback' }, cable: true }),
  ...movement(
    'triceps_dip',
    'Triceps Dip',
    { primary: ['triceps'], secondary: ['chest', 'shoulders'] },
    {
      bodyweight: { name: 'Triceps Dip' },
      assisted_bodyweight: true,
      weighted_bodyweight: true,
    },
  ),
  ...movement(
    'bench_dip',
    'Bench Dip',
    { primary: ['triceps'], secondary: ['chest', 'shoulders'] },
    {
      bodyweight: true,
      weighted_bodyweight: true,
    },
  ),
  ...movement('floor_triceps_dip', 'Floor Triceps Dip', { primary: ['triceps'] }, { bodyweight: true }),
  ...movement(
    'ring_dip',
    'Ring Dip',
    { primary: ['triceps', 'chest'], secondary: ['shoulders'] },
    { bodyweight: true },
  ),
  ...movement(
    'seated_dip',
    'Seated Dip',
    { primary: ['triceps'], secondary: ['chest'] },
    {
      machine: { name: 'Seated Dip Machine' },
    },
  ),
  ...movement(
    'diamond_push_up',
    'Diamond Push-Up',
    { primary: ['triceps', 'chest'], secondary: ['shoulders'] },
    {
      bodyweight: { name: 'Diamond Push-Up' },
    },
  ),
  ...movement(
    'close_grip_push_up',
    'Close-Grip Push-Up',
    { primary: ['triceps', 'chest'], secondary: ['shoulders'], synonyms: ['Push-Up - Close Grip'] },
    { bodyweight: true },
  ),
  ...movement(
    'jm_press',
    'JM Press',
    { primary: ['triceps'], secondary: ['chest'] },
    { barbell: { name: 'JM Press' } },
  ),
  ...movement('wide_elbow_triceps_press', 'Wide-Elbow Triceps Press', triceps, {
    dumbbell: { name: 'Wide-Elbow Triceps Press' },
  }),
  ...movement(
    'wrist_curl',
    'Wrist Curl',
    { primary: ['forearms'], synonyms: ['Seated Palms Up Wrist Curl', 'Palms-Up Wrist Curl'] },
    { dumbbell: { name: 'Wrist Curl' }, barbell: true, cable: true },
  ),
  ...movement(
    'reverse_wrist_curl',
    'Reverse Wrist Curl',
    { primary: ['forearms'], synonyms: ['Wrist Extension', 'Seated Wrist Extension'] },
    { dumbbell: { name: 'Reverse Wrist Curl' }, barbell: true },
  ),
  ...movement(
    'behind_the_back_wrist_curl',
    'Behind-the-Back Wrist Curl',
    { primary: ['forearms'], synonyms: ['Behind the Back Bicep Wrist Curl'] },
    { barbell: { name: 'Behind-the-Back Wrist Curl' } },
  ),
  ...movement('wrist_roller', 'Wrist Roller', { primary: ['forearms'] }, { other: { name: 'Wrist Roller' } }),
  ...movement(
    'plate_pinch',
    'Plate Pinch',
    { primary: ['forearms'] },
    {
      other: { name: 'Plate Pinch', logging: 'duration' },
    },
  ),
  ...movement(
    'dead_hang',
    'Dead Hang',
    { primary: ['forearms', 'lats'], secondary: ['shoulders'] },
    {
      bodyweight: { name: 'Dead Hang', logging: 'duration' },
    },
  ),
];
