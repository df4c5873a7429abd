// Mobility: stretches, yoga, Pilates, foam rolling, warm-ups and cool-downs, all logged as time.
import { type CatalogueEntry, movement } from './define';

const stretch = { logging: 'duration', category: 'flexibility' } as const;

export const MOBILITY: CatalogueEntry[] = [
  ...movement(
    'warm_up',
    'Warm Up',
    { primary: ['full_body'], secondary: ['cardio'], logging: 'duration', category: 'cardio' },
    {
      other: { name: 'Warm Up', aliases: ['General Warm-Up'] },
    },
  ),
  ...movement(
    'cool_down',
    'Cool Down',
    { primary: ['full_body'], secondary: ['cardio'], logging: 'duration', category: 'cardio' },
    {
      other: { name: 'Cool Down' },
    },
  ),
  ...movement(
    'stretching',
    'Stretching',
    { primary: ['full_body'], ...stretch },
    {
      bodyweight: { name: 'Stretching', aliases: ['Stretch', 'Stretching Session'] },
    },
  ),
  ...movement(
    'yoga_flow',
    'Yoga Flow',
    { primary: ['full_body'], ...stretch },
    {
      bodyweight: { name: 'Yoga Flow', aliases: ['Yoga', 'Vinyasa Flow'] },
    },
  ),
  ...movement(
    'pilates_mat_session',
    'Pilates Mat Session',
    { primary: ['abdominals'], secondary: ['full_body'], ...stretch },
    {
      bodyweight: { name: 'Pilates Mat Session', aliases: ['Pilates', 'Mat Pilates'] },
    },
  ),
  ...movement(
    'sun_salutation',
    'Sun Salutation',
    { primary: ['full_body'], ...stretch },
    {
      bodyweight: { name: 'Sun Salutation' },
    },
  ),
  ...movement(
    'downward_dog',
    'Downward Dog',
    { primary: ['hamstrings', 'calves'], secondary: ['shoulders'], ...stretch },
    {
      bodyweight: { name: 'Downward Dog', aliases: ['Downward-Facing Dog'] },
    },
  ),
  ...movement(
    'childs_pose',
    "Child's Pose",
    { primary: ['lower_back', 'lats'], ...stretch },
    {
      bodyweight: { name: "Child's Pose" },
    },
  ),
  ...movement(
    'cat_cow',
    'Cat-Cow Stretch',
    { primary: ['lower_back', 'upper_back'], ...stretch, synonyms: ['Cat-Cow'] },
    {
      bodyweight: { name: 'Cat-Cow Stretch' },
    },
  ),
  ...movement(
    'cobra_stretch',
    'Cobra Stretch',
    { primary: ['abdominals', 'lower_back'], ...stretch, synonyms: ['Cobra Pose'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'pigeon_pose',
    'Pigeon Pose',
    { primary: ['glutes'], secondary: ['hip_flexors'], ...stretch, synonyms: ['Pigeon Stretch'] },
    {
      bodyweight: { name: 'Pigeon Pose' },
    },
  ),
  ...movement(
    'hamstring_stretch',
    'Hamstring Stretch',
    { primary: ['hamstrings'], ...stretch },
    {
      bodyweight: { name: 'Hamstring Stretch' },
    },
  ),
  ...movement(
    'standing_forward_fold',
    'Standing Forward Fold',
    { primary: ['hamstrings'], secondary: ['lower_back'], ...stretch },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'hip_flexor_stretch',
    'Hip Flexor Stretch',
    { primary: ['hip_flexors'], ...stretch },
    {
      bodyweight: { name: 'Hip Flexor Stretch', aliases: ['Kneeling Hip Flexor Stretch'] },
    },
  ),
  ...movement(
    'couch_stretch',
    'Couch Stretch',
    { primary: ['hip_flexors', 'quadriceps'], ...stretch },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'quad_stretch',
    'Quad Stretch',
    { primary: ['quadriceps'], ...stretch },
    {
      bodyweight: { name: 'Quad Stretch', aliases: ['Standing Quad Stretch'] },
    },
  ),
  ...movement('butterfly_stretch', 'Butterfly Stretch', { primary: ['adductors'], ...stretch }, { bodyweight: true }),
  ...movement('frog_stretch', 'Frog Stretch', { primary: ['adductors'], ...stretch }, { bodyweight: true }),
  ...movement(
    'hip_90_90',
    '90/90 Hip Stretch',
    { primary: ['glutes', 'hip_flexors'], ...stretch, synonyms: ['90/90 Stretch'] },
    {
      bodyweight: true,
    },
  ),
  ...movement('calf_stretch', 'Calf Stretch', { primary: ['calves'], ...stretch }, { bodyweight: true }),
  ...movement(
    'chest_stretch',
    'Chest Stretch',
    { primary: ['chest'], secondary: ['shoulders'], ...stretch, synonyms: ['Doorway Chest Stretch'] },
    {
      bodyweight: true,
    },
  ),
  ...movement('lat_stretch', 'Lat Stretch', { primary: ['lats'], ...stretch }, { bodyweight: true }),
  ...movement(
    'triceps_stretch',
    'Triceps Stretch',
    { primary: ['triceps'], ...stretch, synonyms: ['Overhead Triceps Stretch'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'cross_body_shoulder_stretch',
    'Cross-Body Shoulder Stretch',
    { primary: ['shoulders'], ...stretch },
    {
      bodyweight: true,
    },
  ),
  ...movement('neck_stretch', 'Neck Stretch', { primary: ['neck'], ...stretch }, { bodyweight: true }),
  ...movement(
    'spinal_twist',
    'Spinal Twist',
    { primary: ['obliques', 'lower_back'], ...stretch, synonyms: ['Supine Spinal Twist'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'thoracic_rotation',
    'Thoracic Rotation',
    { primary: ['upper_back'], secondary: ['obliques'], ...stretch, synonyms: ['Open Book Stretch'] },
    {
      bodyweight: true,
    },
  ),
  ...movement(
    'worlds_greatest_stretch',
    "World's Greatest Stretch",
    { primary: ['full_body'], secondary: ['hip_flexors', 'hamstrings'], ...stretch },
    {
      bodyweight: { name: "World's Greatest Stretch" },
    },
  ),
  ...movement(
    'shoulder_dislocate',
    'Shoulder Dislocate',
    { primary: ['shoulders'], secondary: ['chest'], ...stretch, synonyms: ['Shoulder Pass-Through'] },
    {
      band: { name: 'Shoulder Dislocate', aliases: ['Band Dislocate'] },
    },
  ),
  ...movement(
    'foam_rolling',
    'Foam Rolling',
    { primary: ['full_body'], ...stretch },
    {
      other: { name: 'Foam Rolling', aliases: ['Foam Roller', 'Foam Roll'] },
    },
  ),
];
