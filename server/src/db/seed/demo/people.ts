import { buildUser, follow } from '../../../test/factories';
import type { DemoContext } from './index';

/** Demo password for every demo member, printed by the seed script. */
export const DEMO_PASSWORD = 'fitcircle';

const MEMBERS = [
  {
    username: 'coach_maya',
    firstName: 'Maya',
    lastName: 'Okafor',
    isTrainer: true,
    isAdmin: true,
    fitnessGoal: 'strength',
    activityLevel: 'very_active',
    bodyType: 'mesomorph',
    heightCm: 171,
    weightKg: 64,
    bio: 'Strength coach. Deadlifts before coffee.',
  },
  {
    username: 'liam.runs',
    firstName: 'Liam',
    lastName: 'Chen',
    fitnessGoal: 'endurance',
    activityLevel: 'extremely_active',
    bodyType: 'ectomorph',
    heightCm: 180,
    weightKg: 70,
    bio: 'Marathon #7 loading. Sunday long runs, always.',
  },
  {
    username: 'sofia_lifts',
    firstName: 'Sofia',
    lastName: 'Rossi',
    fitnessGoal: 'muscle_gain',
    activityLevel: 'moderately_active',
    bodyType: 'endomorph',
    heightCm: 165,
    weightKg: 68,
    bio: 'Learning to love leg day.',
  },
  {
    username: 'noah_yoga',
    firstName: 'Noah',
    lastName: 'Williams',
    isTrainer: true,
    fitnessGoal: 'flexibility',
    activityLevel: 'lightly_active',
    bodyType: 'ectomorph',
    heightCm: 176,
    weightKg: 72,
    bio: 'Yoga teacher. Breathe in, stretch out.',
  },
  {
    username: 'amara_fit',
    firstName: 'Amara',
    lastName: 'Diallo',
    fitnessGoal: 'weight_loss',
    activityLevel: 'moderately_active',
    bodyType: 'endomorph',
    heightCm: 168,
    weightKg: 82,
    bio: 'Down 9 kg and counting. Walking, cycling, smiling.',
  },
  {
    username: 'jonas.cycles',
    firstName: 'Jonas',
    lastName: 'Berg',
    fitnessGoal: 'endurance',
    activityLevel: 'very_active',
    bodyType: 'mesomorph',
    heightCm: 184,
    weightKg: 78,
    bio: 'Bike commuter turned gravel racer.',
  },
  {
    username: 'priya_moves',
    firstName: 'Priya',
    lastName: 'Patel',
    fitnessGoal: 'general_fitness',
    activityLevel: 'lightly_active',
    bodyType: 'mesomorph',
    heightCm: 160,
    weightKg: 55,
    bio: 'Dance cardio and weekend hikes.',
  },
  {
    username: 'diego_power',
    firstName: 'Diego',
    lastName: 'Santos',
    fitnessGoal: 'strength',
    activityLevel: 'very_active',
    bodyType: 'mesomorph',
    heightCm: 178,
    weightKg: 90,
    bio: 'Powerlifter. 220 kg deadlift goal.',
  },
] as const;

// Who follows whom: a small community with mutual friends and one-way fans.
const FOLLOWS: [string, string][] = [
  ['liam.runs', 'coach_maya'],
  ['coach_maya', 'liam.runs'],
  ['sofia_lifts', 'coach_maya'],
  ['coach_maya', 'sofia_lifts'],
  ['noah_yoga', 'priya_moves'],
  ['priya_moves', 'noah_yoga'],
  ['amara_fit', 'coach_maya'],
  ['amara_fit', 'noah_yoga'],
  ['amara_fit', 'priya_moves'],
  ['jonas.cycles', 'liam.runs'],
  ['liam.runs', 'jonas.cycles'],
  ['diego_power', 'coach_maya'],
  ['diego_power', 'sofia_lifts'],
  ['sofia_lifts', 'diego_power'],
  ['priya_moves', 'amara_fit'],
  ['noah_yoga', 'coach_maya'],
];

export async function seedDemoPeople(ctx: DemoContext): Promise<void> {
  for (const m of MEMBERS) {
    const user = await buildUser(ctx.pool, {
      ...m,
      email: `${m.username.replace('.', '_')}@demo.fitcircle.local`,
      password: DEMO_PASSWORD,
    });
    ctx.users.set(m.username, user.id);
  }
  // Demo profiles are public so a newcomer can browse them right away.
  await ctx.pool.query(`update user_settings set profile_visibility = 'public', location_sharing = 'public'`);
  for (const [a, b] of FOLLOWS) await follow(ctx.pool, ctx.users.get(a)!, ctx.users.get(b)!);
}
