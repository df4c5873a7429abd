// Cardio: runs, walks, rides, rows and swims (distance and time), cardio machines, and sports and
// classes logged as time.
import { type CatalogueEntry, type MovementSpec, movement } from './define';

const distance = { logging: 'distance_duration', category: 'cardio' } as const;
const timed = { logging: 'duration', category: 'cardio' } as const;
const legs: MovementSpec = { primary: ['cardio'], secondary: ['quadriceps', 'calves', 'glutes'] };
const whole: MovementSpec = { primary: ['cardio'], secondary: ['full_body'] };

export const CARDIO: CatalogueEntry[] = [
  ...movement(
    'running',
    'Running',
    { ...legs, ...distance },
    {
      bodyweight: { name: 'Running', aliases: ['Run', 'Outdoor Run', 'Jogging'] },
    },
  ),
  ...movement(
    'treadmill_run',
    'Treadmill Run',
    { ...legs, ...distance },
    {
      cardio_machine: { name: 'Treadmill Run', aliases: ['Running (Treadmill)', 'Treadmill Running'] },
    },
  ),
  ...movement('treadmill', 'Treadmill', { ...legs, ...distance }, { cardio_machine: { name: 'Treadmill' } }),
  ...movement(
    'sprint_intervals',
    'Sprint Intervals',
    { ...legs, ...distance },
    {
      bodyweight: { name: 'Sprint Intervals', aliases: ['Sprints'] },
    },
  ),
  ...movement(
    'walking',
    'Walking',
    { ...legs, ...distance },
    {
      bodyweight: { name: 'Walking', aliases: ['Walk'] },
    },
  ),
  ...movement(
    'incline_treadmill_walk',
    'Incline Treadmill Walk',
    { ...legs, ...distance },
    {
      cardio_machine: { name: 'Incline Treadmill Walk', aliases: ['Incline Walk', 'Treadmill Incline Walk'] },
    },
  ),
  ...movement('hiking', 'Hiking', { ...legs, ...distance }, { bodyweight: { name: 'Hiking', aliases: ['Hike'] } }),
  ...movement('rucking', 'Rucking', { ...legs, ...distance }, { other: { name: 'Rucking', aliases: ['Ruck'] } }),
  ...movement(
    'cycling',
    'Cycling',
    { primary: ['cardio'], secondary: ['quadriceps', 'glutes'], ...distance },
    {
      other: { name: 'Cycling', aliases: ['Outdoor Cycling', 'Bike Ride'] },
    },
  ),
  ...movement(
    'stationary_bike',
    'Stationary Bike',
    { primary: ['cardio'], secondary: ['quadriceps', 'glutes'], ...distance },
    {
      cardio_machine: { name: 'Stationary Bike', aliases: ['Cycling (Indoor)', 'Indoor Cycling', 'Exercise Bike'] },
    },
  ),
  ...movement(
    'spinning',
    'Spinning',
    { primary: ['cardio'], secondary: ['quadriceps', 'glutes'], ...timed },
    {
      cardio_machine: { name: 'Spinning', aliases: ['Spin Class'] },
    },
  ),
  ...movement(
    'air_bike',
    'Air Bike',
    { ...whole, ...timed },
    {
      cardio_machine: { name: 'Air Bike', aliases: ['Assault Bike', 'Fan Bike'] },
    },
  ),
  ...movement(
    'rowing_machine',
    'Rowing Machine',
    { primary: ['cardio'], secondary: ['upper_back', 'quadriceps'], ...distance },
    {
      cardio_machine: { name: 'Rowing Machine', aliases: ['Rowing (Machine)', 'Rower', 'Indoor Rowing'] },
    },
  ),
  ...movement(
    'ski_erg',
    'Ski Erg',
    { primary: ['cardio'], secondary: ['lats', 'triceps'], ...distance },
    {
      cardio_machine: { name: 'Ski Erg' },
    },
  ),
  ...movement(
    'elliptical',
    'Elliptical',
    { ...whole, ...distance },
    {
      cardio_machine: { name: 'Elliptical', aliases: ['Elliptical Trainer', 'Elliptical Machine', 'Cross Trainer'] },
    },
  ),
  ...movement(
    'stair_climber',
    'Stair Climber',
    { primary: ['cardio', 'glutes'], secondary: ['quadriceps', 'calves'], ...timed },
    {
      cardio_machine: {
        name: 'Stair Climber',
        aliases: ['Stair Machine', 'Stair Machine (Floors)', 'Stair Machine (Steps)', 'StairMaster', 'Stepmill'],
      },
    },
  ),
  ...movement('swimming', 'Swimming', { ...whole, ...distance }, { other: { name: 'Swimming', aliases: ['Swim'] } }),
  ...movement(
    'jump_rope',
    'Jump Rope',
    { primary: ['cardio', 'calves'], ...timed },
    {
      other: { name: 'Jump Rope', aliases: ['Skipping Rope', 'Skipping'] },
    },
  ),
  ...movement('high_knees', 'High Knees', { ...legs, ...timed }, { bodyweight: { name: 'High Knees' } }),
  ...movement('high_knee_skips', 'High Knee Skips', { ...legs, ...timed }, { bodyweight: true }),
  ...movement(
    'jumping_jack',
    'Jumping Jack',
    { ...whole, category: 'cardio' },
    { bodyweight: { name: 'Jumping Jack' } },
  ),
  ...movement(
    'hiit',
    'HIIT',
    { ...whole, ...timed },
    { bodyweight: { aliases: ['High-Intensity Interval Training'] } },
  ),
  ...movement('aerobics', 'Aerobics', { ...whole, ...timed }, { bodyweight: true }),
  ...movement('boxing', 'Boxing', { primary: ['cardio', 'shoulders'], ...timed }, { other: { name: 'Boxing' } }),
  ...movement(
    'climbing',
    'Climbing',
    { primary: ['full_body', 'forearms'], secondary: ['lats'], ...timed },
    {
      other: { name: 'Climbing', aliases: ['Rock Climbing'] },
    },
  ),
  ...movement('skating', 'Skating', { ...legs, ...timed }, { other: { name: 'Skating' } }),
  ...movement('skiing', 'Skiing', { ...legs, ...timed }, { other: { name: 'Skiing' } }),
  ...movement('snowboarding', 'Snowboarding', { ...legs, ...timed }, { other: { name: 'Snowboarding' } }),
];
