import sharp from 'sharp';
import { buildConfig } from '../../../config';
import { createMediaStorage, type MediaStorage, saveUpload } from '../../../modules/media';
import { createDemoMember, followMember } from './builders/members';
import { hours, localDate, localTime, minutes } from './clock';
import type { DemoContext } from './index';

/** Demo password for every demo member, printed by the seed script. */
export const DEMO_PASSWORD = 'fitcircle';

const MEMBERS = [
  {
    username: 'coach_maya',
    firstName: 'Maya',
    lastName: 'Okafor',
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
    bio: 'Chasing a sub-45 10K this season. Sunday long runs, always.',
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

/**
 * When each member joined, in days before the seed's `now`: Maya started the community, the others
 * came over the following weeks, all well before the six weeks of training the demo logs.
 */
const JOINED_DAYS_AGO: Record<(typeof MEMBERS)[number]['username'], number> = {
  coach_maya: 150,
  'liam.runs': 131,
  sofia_lifts: 118,
  noah_yoga: 104,
  amara_fit: 96,
  'jonas.cycles': 88,
  priya_moves: 81,
  diego_power: 74,
};

// Who follows whom, in the order it happened: a small community with mutual friends and one-way fans.
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
  ['liam.runs', 'sofia_lifts'],
  ['liam.runs', 'noah_yoga'],
];

// One colour per demo member's picture.
const PALETTE = ['#047857', '#f97316', '#2563eb', '#9333ea', '#db2777', '#0891b2', '#ca8a04', '#dc2626'];

/** A simple portrait (a head and shoulders on a coloured ground), drawn without fonts or files. */
function portraitPng(index: number): Promise<Buffer> {
  const ground = PALETTE[index % PALETTE.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <rect width="256" height="256" fill="${ground}"/>
    <circle cx="128" cy="104" r="48" fill="#ffffff" fill-opacity="0.85"/>
    <rect x="52" y="168" width="152" height="120" rx="64" fill="#ffffff" fill-opacity="0.85"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Gives a demo member a profile picture through the real upload pipeline (checked, re-encoded,
 * recorded as their media), so deleting the account removes it like any upload.
 */
async function addPicture(ctx: DemoContext, media: MediaStorage, userId: number, index: number, uploadedAt: Date) {
  const saved = await saveUpload(
    { db: ctx.pool, media },
    { userId, target: 'profileImage', bytes: await portraitPng(index) },
  );
  await ctx.pool.query('update media set created_at = $2 where key = $1', [saved.key, uploadedAt]);
  await ctx.pool.query('update users set profile_image_url = $2, profile_image_key = $3 where id = $1', [
    userId,
    saved.url,
    saved.key,
  ]);
}

export async function seedDemoPeople(ctx: DemoContext): Promise<void> {
  // The same storage the app serves from (the bucket, or DATA_DIR / UPLOAD_DIR of this process).
  const media = createMediaStorage(buildConfig());
  const joined = new Map<string, Date>();
  for (const [index, m] of MEMBERS.entries()) {
    const userId = await createDemoMember(ctx.pool, {
      username: m.username,
      // Made-up addresses: no email is ever sent to them (builders/members.ts).
      email: `${m.username.replace('.', '_')}@demo.fitcircle.local`,
      password: DEMO_PASSWORD,
      firstName: m.firstName,
      lastName: m.lastName,
      isAdmin: 'isAdmin' in m && m.isAdmin,
      profile: {
        bio: m.bio,
        fitness_goal: m.fitnessGoal,
        activity_level: m.activityLevel,
        body_type: m.bodyType,
        height_cm: m.heightCm,
        weight_kg: m.weightKg,
      },
    });
    ctx.users.set(m.username, userId);
    const at = localTime(localDate(ctx.now, JOINED_DAYS_AGO[m.username]), `${19 + (index % 3)}:${10 + index * 5}`);
    joined.set(m.username, at);
    // Joined (and confirmed the address) on the demo's clock.
    await ctx.pool.query('update users set created_at = $2, email_verified_at = $2 where id = $1', [userId, at]);
    // Two members keep the initials avatar, as real communities have people without a picture.
    if (index % 4 !== 3) await addPicture(ctx, media, userId, index, new Date(at.getTime() + minutes(12)));
  }
  // Demo profiles are public so a newcomer can browse them right away; their fitness metrics are
  // shared with friends, so the privacy rules show on the demo too.
  await ctx.pool.query(
    `update user_settings set profile_visibility = 'public', location_sharing = 'public', fitness_metrics = 'friends'`,
  );
  // Each follow a day or more after the later of the two joined, in the order listed, so follow
  // ids and times agree.
  let last = new Date(0);
  for (const [i, [a, b]] of FOLLOWS.entries()) {
    const both = Math.max(joined.get(a)!.getTime(), joined.get(b)!.getTime());
    const at = new Date(Math.max(both + hours(26 + (i % 5) * 7), last.getTime() + minutes(41)));
    last = at;
    await followMember(ctx.pool, ctx.users.get(a)!, ctx.users.get(b)!);
    await ctx.pool.query('update follows set created_at = $3 where follower_id = $1 and following_id = $2', [
      ctx.users.get(a),
      ctx.users.get(b),
      at,
    ]);
  }
}
