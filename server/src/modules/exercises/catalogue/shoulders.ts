// Shoulders: overhead presses, raises, rear-delt work, face pulls and upright rows. Standing,
// seated and military presses are kept apart where Strong or Hevy keep them apart.
import { type CatalogueEntry, type MovementSpec, movement } from './define';

const press: MovementSpec = { primary: ['shoulders'], secondary: ['triceps', 'upper_back'] };
const raise: MovementSpec = { primary: ['shoulders'], secondary: ['traps'] };
const rear: MovementSpec = { primary: ['shoulders', 'upper_back'], secondary: ['traps'] };

export const SHOULDERS: CatalogueEntry[] = [
  ...movement(
    'overhead_press',
    'Overhead Press',
    { ...press, secondary: ['triceps', 'abdominals'] },
    {
      barbell: { name: 'Overhead Press', aliases: ['OHP', 'Standing Overhead Press'] },
      dumbbell: true,
      smith_machine: { aliases: ['Smith Machine Shoulder Press', 'Shoulder Press (Smith Machine)'] },
      cable: true,
      band: true,
    },
  ),
  ...movement(
    'military_press',
    'Military Press',
    { ...press, synonyms: ['Standing Military Press', 'Strict Military Press'] },
    { barbell: { name: 'Military Press', aliases: ['Standing Military Press', 'Strict Military Press'] } },
  ),
  ...movement('shoulder_press', 'Shoulder Press', press, {
    dumbbell: { name: 'Dumbbell Shoulder Press' },
    machine: { name: 'Shoulder Press Machine', aliases: ['Seated Shoulder Press (Machine)'] },
    plate_loaded: { name: 'Plate-Loaded Shoulder Press', aliases: ['Shoulder Press (Machine Plates)'] },
    kettlebell: { name: 'Kettlebell Shoulder Press', aliases: ['Kettlebell Press'] },
  }),
  ...movement(
    'seated_shoulder_press',
    'Seated Shoulder Press',
    { ...press, synonyms: ['Seated Overhead Press'] },
    {
      dumbbell: { name: 'Seated Dumbbell Shoulder Press' },
      barbell: { name: 'Seated Barbell Shoulder Press' },
    },
  ),
  ...movement(
    'push_press',
    'Push Press',
    { primary: ['shoulders'], secondary: ['triceps', 'quadriceps', 'glutes'] },
    {
      barbell: { name: 'Push Press' },
      dumbbell: true,
      kettlebell: true,
    },
  ),
  ...movement(
    'arnold_press',
    'Arnold Press',
    { primary: ['shoulders'], secondary: ['triceps'] },
    {
      dumbbell: { name: 'Arnold Press' },
    },
  ),
  ...movement(
    'landmine_press',
    'Landmine Press',
    { primary: ['shoulders', 'chest'], secondary: ['triceps'] },
    {
      barbell: { name: 'Landmine Press' },
    },
  ),
  ...movement(
    'single_arm_landmine_press',
    'Single-Arm Landmine Press',
    { primary: ['shoulders'], secondary: ['chest', 'triceps', 'obliques'] },
    { barbell: { name: 'Single-Arm Landmine Press' } },
  ),
  ...movement(
    'lateral_raise',
    'Lateral Raise',
    { ...raise, synonyms: ['Side Lateral Raise'] },
    {
      dumbbell: { name: 'Lateral Raise' },
      cable: { name: 'Cable Lateral Raise' },
      machine: true,
      band: true,
    },
  ),
  ...movement('seated_lateral_raise', 'Seated Lateral Raise', raise, {
    dumbbell: { name: 'Seated Dumbbell Lateral Raise' },
  }),
  ...movement('single_arm_lateral_raise', 'Single-Arm Lateral Raise', raise, {
    cable: { name: 'Single-Arm Cable Lateral Raise' },
    dumbbell: { name: 'Single-Arm Dumbbell Lateral Raise' },
  }),
  ...movement(
    'front_raise',
    'Front Raise',
    { primary: ['shoulders'], secondary: ['chest'] },
    {
      dumbbell: { name: 'Front Raise' },
      barbell: true,
      cable: true,
      band: true,
      suspension: true,
    },
  ),
  ...movement(
    'plate_front_raise',
    'Plate Front Raise',
    { primary: ['shoulders'], secondary: ['chest'] },
    {
      other: { name: 'Plate Front Raise', aliases: ['Front Raise (Plate)'] },
    },
  ),
  ...movement(
    'overhead_plate_raise',
    'Overhead Plate Raise',
    { primary: ['shoulders'], secondary: ['traps'] },
    {
      other: { name: 'Overhead Plate Raise' },
    },
  ),
  ...movement(
    'chest_supported_y_raise',
    'Chest-Supported Y Raise',
    { primary: ['shoulders', 'traps'] },
    {
      dumbbell: { name: 'Chest-Supported Y Raise' },
    },
  ),
  ...movement(
    'rear_delt_fly',
    'Rear Delt Fly',
    { ...rear, synonyms: ['Rear Delt Reverse Fly', 'Reverse Fly'] },
    {
      dumbbell: { name: 'Rear Delt Fly' },
      cable: true,
      machine: { aliases: ['Reverse Pec Deck'] },
      band: true,
    },
  ),
  ...movement('chest_supported_reverse_fly', 'Chest-Supported Reverse Fly', rear, {
    dumbbell: { name: 'Chest-Supported Reverse Fly' },
  }),
  ...movement('single_arm_reverse_fly', 'Single-Arm Reverse Fly', rear, {
    cable: { name: 'Single-Arm Cable Reverse Fly', aliases: ['Reverse Fly Single Arm (Cable)'] },
  }),
  ...movement(
    'face_pull',
    'Face Pull',
    { primary: ['shoulders', 'upper_back'], secondary: ['traps'] },
    {
      cable: { name: 'Face Pull' },
      band: true,
    },
  ),
  ...movement(
    'upright_row',
    'Upright Row',
    { primary: ['shoulders', 'traps'], secondary: ['biceps'] },
    {
      barbell: { name: 'Upright Row' },
      dumbbell: true,
      cable: true,
      ez_bar: true,
      smith_machine: true,
      kettlebell: true,
    },
  ),
  ...movement(
    'band_pull_apart',
    'Pull-Apart',
    { primary: ['upper_back', 'shoulders'] },
    {
      band: { name: 'Band Pull-Apart' },
    },
  ),
  ...movement(
    'external_rotation',
    'External Rotation',
    { primary: ['shoulders'], synonyms: ['Shoulder External Rotation'] },
    {
      cable: true,
      dumbbell: true,
      band: true,
    },
  ),
  ...movement(
    'pike_push_up',
    'Pike Push-Up',
    { primary: ['shoulders'], secondary: ['triceps', 'chest'] },
    {
      bodyweight: { name: 'Pike Push-Up' },
    },
  ),
  ...movement(
    'handstand_push_up',
    'Handstand Push-Up',
    { primary: ['shoulders'], secondary: ['triceps', 'traps'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'kettlebell_halo',
    'Halo',
    { primary: ['shoulders'], secondary: ['abdominals', 'traps'] },
    {
      kettlebell: true,
    },
  ),
  ...movement(
    'kettlebell_around_the_world',
    'Around the World',
    { primary: ['shoulders'], secondary: ['abdominals', 'forearms'] },
    { kettlebell: true },
  ),
];
