// Back: deadlifts and rack pulls, rows, pull-ups and chin-ups, pulldowns, shrugs and back
// extensions. Grips that Strong or Hevy list apart (close, wide, underhand, V-grip, bar grip) are
// movements of their own; assisted and weighted pull-ups are variants (their kg are assistance or
// added load).
import { type CatalogueEntry, type MovementSpec, movement } from './define';

const row: MovementSpec = { primary: ['upper_back', 'lats'], secondary: ['biceps', 'shoulders'] };
const pull: MovementSpec = { primary: ['lats'], secondary: ['biceps', 'upper_back'] };

export const BACK: CatalogueEntry[] = [
  ...movement(
    'deadlift',
    'Deadlift',
    { primary: ['lower_back', 'glutes'], secondary: ['hamstrings', 'quadriceps', 'traps', 'forearms'] },
    {
      barbell: { name: 'Deadlift', aliases: ['Conventional Deadlift'] },
      dumbbell: true,
      kettlebell: true,
      smith_machine: true,
      trap_bar: { name: 'Trap Bar Deadlift', primary: ['quadriceps', 'glutes'] },
      band: true,
    },
  ),
  ...movement(
    'sumo_deadlift',
    'Sumo Deadlift',
    { primary: ['glutes', 'adductors'], secondary: ['quadriceps', 'hamstrings', 'lower_back'] },
    { barbell: { name: 'Sumo Deadlift' }, dumbbell: true, kettlebell: true },
  ),
  ...movement(
    'deficit_deadlift',
    'Deficit Deadlift',
    { primary: ['lower_back', 'glutes'], secondary: ['hamstrings', 'quadriceps'] },
    { barbell: { name: 'Deficit Deadlift' } },
  ),
  ...movement(
    'rack_pull',
    'Rack Pull',
    { primary: ['lower_back', 'traps'], secondary: ['glutes', 'hamstrings', 'forearms'] },
    { barbell: { name: 'Rack Pull' } },
  ),
  ...movement(
    'bent_over_row',
    'Bent-Over Row',
    { ...row, secondary: ['biceps', 'lower_back'] },
    {
      barbell: { name: 'Bent-Over Barbell Row', aliases: ['Barbell Row'] },
      dumbbell: { name: 'Dumbbell Bent-Over Row' },
      smith_machine: true,
      band: true,
    },
  ),
  ...movement(
    'underhand_bent_over_row',
    'Underhand Bent-Over Row',
    { ...row, secondary: ['biceps', 'lower_back'], synonyms: ['Bent Over Row - Underhand', 'Yates Row'] },
    { barbell: { name: 'Underhand Barbell Row' } },
  ),
  ...movement('pendlay_row', 'Pendlay Row', row, { barbell: { name: 'Pendlay Row' } }),
  ...movement('t_bar_row', 'T-Bar Row', row, { barbell: { name: 'T-Bar Row' }, plate_loaded: true }),
  ...movement('landmine_row', 'Landmine Row', row, { barbell: { name: 'Landmine Row' } }),
  ...movement('meadows_row', 'Meadows Row', row, { barbell: { name: 'Meadows Row' } }),
  ...movement(
    'one_arm_row',
    'One-Arm Row',
    { primary: ['lats', 'upper_back'], secondary: ['biceps'], synonyms: ['Single-Arm Row', 'Bent Over One Arm Row'] },
    {
      dumbbell: { name: 'One-Arm Dumbbell Row', aliases: ['Dumbbell Row'] },
      cable: { name: 'Single-Arm Cable Row' },
      kettlebell: { name: 'One-Arm Kettlebell Row' },
    },
  ),
  ...movement(
    'chest_supported_row',
    'Chest-Supported Row',
    { ...row, synonyms: ['Chest Supported Incline Row', 'Incline Row'] },
    { dumbbell: { name: 'Chest-Supported Dumbbell Row' } },
  ),
  ...movement('seated_row', 'Seated Row', row, {
    cable: {
      name: 'Seated Cable Row',
      aliases: ['Seated Cable Row - V Grip (Cable)', 'Seated Cable Row - V Grip', 'Cable Row'],
    },
    machine: { name: 'Machine Row' },
    band: true,
  }),
  ...movement('bar_grip_seated_row', 'Bar-Grip Seated Row', row, {
    cable: { name: 'Bar-Grip Seated Cable Row', aliases: ['Seated Cable Row - Bar Grip'] },
  }),
  ...movement(
    'wide_grip_seated_row',
    'Wide-Grip Seated Row',
    { ...row, synonyms: ['Seated Wide-Grip Row'] },
    {
      cable: { name: 'Wide-Grip Seated Cable Row', aliases: ['Seated Cable Row - Bar Wide Grip'] },
    },
  ),
  ...movement('iso_lateral_row', 'Iso-Lateral Row', row, { machine: { name: 'Iso-Lateral Row' } }),
  ...movement(
    'iso_lateral_high_row',
    'Iso-Lateral High Row',
    { ...row, primary: ['lats', 'upper_back'] },
    {
      machine: { name: 'Iso-Lateral High Row' },
    },
  ),
  ...movement('iso_lateral_low_row', 'Iso-Lateral Low Row', row, { machine: { name: 'Iso-Lateral Low Row' } }),
  ...movement(
    'inverted_row',
    'Inverted Row',
    { ...row, synonyms: ['Australian Pull-Up'] },
    {
      bodyweight: { name: 'Inverted Row' },
      suspension: { name: 'TRX Row', aliases: ['Low Row (Suspension)', 'Suspension Row'] },
    },
  ),
  ...movement('gorilla_row', 'Gorilla Row', row, { kettlebell: true }),
  ...movement(
    'renegade_row',
    'Renegade Row',
    { ...row, secondary: ['abdominals', 'biceps'] },
    {
      dumbbell: true,
      kettlebell: true,
    },
  ),
  ...movement(
    'squat_row',
    'Squat Row',
    { primary: ['upper_back', 'quadriceps'], secondary: ['lats', 'glutes'] },
    {
      band: true,
      cable: true,
    },
  ),
  ...movement('pull_up', 'Pull-Up', pull, {
    bodyweight: { name: 'Pull-Up' },
    assisted_bodyweight: { name: 'Assisted Pull-Up' },
    weighted_bodyweight: { name: 'Weighted Pull-Up' },
    band: { name: 'Band Pull-Up', logging: 'reps_only' },
  }),
  ...movement(
    'chin_up',
    'Chin-Up',
    { primary: ['lats', 'biceps'], secondary: ['upper_back'] },
    {
      bodyweight: { name: 'Chin-Up' },
      assisted_bodyweight: { name: 'Assisted Chin-Up' },
      weighted_bodyweight: { name: 'Weighted Chin-Up' },
    },
  ),
  ...movement(
    'wide_grip_pull_up',
    'Wide-Grip Pull-Up',
    { ...pull, synonyms: ['Wide Pull-Up'] },
    {
      bodyweight: true,
      weighted_bodyweight: true,
    },
  ),
  ...movement('neutral_grip_pull_up', 'Neutral-Grip Pull-Up', pull, { bodyweight: true, weighted_bodyweight: true }),
  ...movement(
    'kipping_pull_up',
    'Kipping Pull-Up',
    { ...pull, secondary: ['abdominals', 'shoulders'] },
    {
      bodyweight: true,
    },
  ),
  ...movement('negative_pull_up', 'Negative Pull-Up', pull, { bodyweight: true }),
  ...movement('sternum_pull_up', 'Sternum Pull-Up', pull, {
    bodyweight: { aliases: ['Sternum Pull up (Gironda)', 'Gironda Sternum Pull-Up'] },
  }),
  ...movement('ring_pull_up', 'Ring Pull-Up', pull, { bodyweight: true }),
  ...movement(
    'scapular_pull_up',
    'Scapular Pull-Up',
    { primary: ['upper_back'], secondary: ['lats'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'muscle_up',
    'Muscle-Up',
    { primary: ['lats', 'chest'], secondary: ['triceps', 'biceps'] },
    {
      bodyweight: true,
    },
  ),
  ...movement('lat_pulldown', 'Lat Pulldown', pull, {
    cable: { name: 'Lat Pulldown', aliases: ['Lat Pull-Down'] },
    machine: true,
    band: true,
  }),
  ...movement(
    'close_grip_lat_pulldown',
    'Close-Grip Lat Pulldown',
    { ...pull, synonyms: ['Lat Pulldown - Close Grip'] },
    {
      cable: { name: 'Close-Grip Lat Pulldown' },
    },
  ),
  ...movement(
    'wide_grip_lat_pulldown',
    'Wide-Grip Lat Pulldown',
    { ...pull, synonyms: ['Lat Pulldown - Wide Grip'] },
    {
      cable: { name: 'Wide-Grip Lat Pulldown' },
    },
  ),
  ...movement(
    'reverse_grip_lat_pulldown',
    'Reverse-Grip Lat Pulldown',
    { ...pull, synonyms: ['Underhand Lat Pulldown', 'Lat Pulldown - Underhand'] },
    { cable: { name: 'Reverse-Grip Lat Pulldown' }, band: true },
  ),
  ...movement('single_arm_lat_pulldown', 'Single-Arm Lat Pulldown', pull, {
    cable: { name: 'Single-Arm Lat Pulldown', aliases: ['Lat Pulldown (Single Arm)'] },
  }),
  ...movement('kneeling_pulldown', 'Kneeling Pulldown', pull, { band: { name: 'Kneeling Band Pulldown' } }),
  ...movement('vertical_traction', 'Vertical Traction', pull, { machine: { name: 'Vertical Traction' } }),
  ...movement(
    'straight_arm_pulldown',
    'Straight-Arm Pulldown',
    { primary: ['lats'], secondary: ['triceps'], synonyms: ['Straight Arm Lat Pulldown'] },
    { cable: { name: 'Straight-Arm Pulldown' }, band: true },
  ),
  ...movement(
    'rope_straight_arm_pulldown',
    'Rope Straight-Arm Pulldown',
    { primary: ['lats'], secondary: ['triceps'] },
    {
      cable: { name: 'Rope Straight-Arm Pulldown' },
    },
  ),
  ...movement(
    'shrug',
    'Shrug',
    { primary: ['traps'], secondary: ['forearms'] },
    {
      barbell: true,
      dumbbell: true,
      cable: true,
      machine: true,
      smith_machine: true,
      trap_bar: true,
      kettlebell: true,
    },
  ),
  ...movement(
    'back_extension',
    'Back Extension',
    { primary: ['lower_back'], secondary: ['glutes', 'hamstrings'] },
    {
      machine: { name: 'Back Extension' },
    },
  ),
  // The hyperextension bench, its own spelling: a bodyweight back extension would otherwise take the
  // bare "Back Extension" that members logged on the machine row above.
  ...movement(
    'back_extension',
    'Hyperextension',
    { primary: ['lower_back'], secondary: ['glutes', 'hamstrings'], synonyms: ['Roman Chair Back Extension'] },
    {
      bodyweight: {
        name: 'Hyperextension',
        aliases: ['Back Extension (Hyperextension)', 'Back Extension (Bodyweight)'],
      },
      weighted_bodyweight: {
        name: 'Weighted Hyperextension',
        aliases: ['Back Extension (Weighted Hyperextension)', 'Back Extension (Weighted)', 'Weighted Back Extension'],
      },
    },
  ),
  ...movement(
    'reverse_hyperextension',
    'Reverse Hyperextension',
    { primary: ['glutes'], secondary: ['lower_back', 'hamstrings'] },
    {
      machine: { name: 'Reverse Hyperextension' },
    },
  ),
  ...movement('superman', 'Superman', { primary: ['lower_back'], secondary: ['glutes'] }, { bodyweight: true }),
  ...movement(
    'lying_neck_curl',
    'Lying Neck Curl',
    { primary: ['neck'] },
    { bodyweight: true, weighted_bodyweight: true },
  ),
  ...movement(
    'lying_neck_extension',
    'Lying Neck Extension',
    { primary: ['neck'], secondary: ['traps'] },
    {
      bodyweight: true,
      weighted_bodyweight: true,
    },
  ),
];
