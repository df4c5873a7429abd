import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shareSummaryOf } from '@common/fitness/share-summary';
import type { WorkoutShareSummary } from '@common/schemas/workout-share';
import sharp from 'sharp';
import { buildConfig } from '../../../config';
import { createMediaStorage, saveUpload } from '../../../modules/media';
import { gazetteer } from '../../../modules/places';
import { insertPost } from '../../../modules/posts';
import { findLog, presentLog, recordsSetBy } from '../../../modules/workouts';
import { PROJECT_ROOT } from '../../../paths';
import { hours, minutes } from './clock';
import type { DemoContext } from './index';

// Demo posts (D10, issue 16): a local New York community. Posts about training share the
// member's own logged workout (the snapshot the Share button takes), so every figure in them is a
// figure from their log, posted just after the session. Pictures are illustrations made for the
// demo (art/README.md), each of what its post is about.

/** The illustrations in ./art (see its README for provenance and licence). */
export const DEMO_ART = [
  'deadlift-barbell',
  'long-run-river',
  'squat-rack',
  'gravel-ride',
  'sunrise-yoga',
  'meal-prep',
] as const;
type Art = (typeof DEMO_ART)[number];

interface DemoPostBase {
  author: string;
  art?: Art;
  /** A place the gazetteer knows, looked up like the composer does. */
  place?: string;
  likedBy?: string[];
  comments?: [author: string, text: string][];
}

/** A post about the author's latest logged workout of this title, written from its snapshot. */
interface WorkoutPost extends DemoPostBase {
  workout: string;
  caption: (best: (exercise: string) => string, summary: WorkoutShareSummary) => string;
}

/** A plain post, `hoursAgo` hours before the seed's now. */
interface TextPost extends DemoPostBase {
  content: string;
  hoursAgo: number;
}

/** A post sharing the author's uploaded activity of this title (activities.ts), an hour after it ended. */
interface ActivityPost extends DemoPostBase {
  activity: string;
  content: string;
}

type DemoPost = WorkoutPost | TextPost | ActivityPost;

const POSTS: DemoPost[] = [
  {
    author: 'coach_maya',
    workout: 'Deadlift & Press',
    caption: (best) => `Deadlift day: ${best('Deadlift')}, every rep from the floor with a flat back. Press after.`,
    art: 'deadlift-barbell',
    place: 'New York',
    likedBy: ['liam.runs', 'sofia_lifts', 'diego_power'],
    comments: [
      ['diego_power', 'Clean reps! Next stop: more plates.'],
      ['sofia_lifts', 'Goals 🙌'],
    ],
  },
  {
    author: 'liam.runs',
    workout: 'Long Run',
    caption: (best) => `Sunday long run along the Hudson: ${best('Running')}. Legs are toast, heart is full.`,
    art: 'long-run-river',
    place: 'Hoboken',
    likedBy: ['coach_maya', 'jonas.cycles'],
    comments: [['jonas.cycles', 'Which route? I want in next week.']],
  },
  {
    author: 'sofia_lifts',
    workout: 'Lower A',
    caption: (best) =>
      `Leg day done: hip thrusts at ${best('Hip Thrust')}. I used to dread it, now it is my favourite day.`,
    likedBy: ['coach_maya'],
    comments: [['coach_maya', 'That is the spirit!']],
  },
  {
    author: 'noah_yoga',
    workout: 'Mobility Flow',
    caption: (_best, s) => `Morning mobility flow by the water, ${s.durationMinutes} minutes before anything else.`,
    art: 'sunrise-yoga',
    place: 'Coney Island',
    likedBy: ['priya_moves', 'amara_fit'],
  },
  {
    author: 'amara_fit',
    content: 'Down 9 kg since I started walking every evening. Small steps, every single day.',
    hoursAgo: 70,
    likedBy: ['priya_moves', 'coach_maya', 'noah_yoga'],
    comments: [
      ['priya_moves', 'So proud of you!'],
      ['noah_yoga', 'Consistency wins.'],
    ],
  },
  {
    author: 'jonas.cycles',
    workout: 'Long Ride',
    // The distance only: a ride's time reads oddly as minutes (144:00).
    caption: (best) =>
      `Gravel loop up the Palisades: ${best('Cycling').split(' in ')[0]}. The last climb nearly broke me.`,
    art: 'gravel-ride',
    place: 'Englewood Cliffs',
    likedBy: ['liam.runs'],
  },
  {
    author: 'sofia_lifts',
    content: 'Meal prep done for the week: rice, chicken and broccoli, four boxes.',
    hoursAgo: 50,
    art: 'meal-prep',
    place: 'Brooklyn',
    likedBy: ['diego_power', 'coach_maya'],
  },
  {
    author: 'priya_moves',
    content: 'Trying the new dance cardio class at the community centre next week. Who wants to come along?',
    hoursAgo: 30,
    place: 'Astoria',
    likedBy: ['amara_fit', 'noah_yoga'],
    comments: [['amara_fit', 'Me! Save me a spot.']],
  },
  {
    author: 'diego_power',
    workout: 'Squat Day',
    caption: (best) => `Squat day: ${best('Back Squat')}, five sets. Belt on, music loud.`,
    art: 'squat-rack',
    place: 'Long Island City',
    likedBy: ['coach_maya', 'sofia_lifts'],
  },
  {
    author: 'coach_maya',
    content: 'Reminder: sleep is training too. Seven hours minimum this week, team.',
    hoursAgo: 9,
    likedBy: ['amara_fit', 'liam.runs', 'noah_yoga', 'sofia_lifts'],
    comments: [['liam.runs', 'Guilty. Early night for me.']],
  },
  {
    // The post the demo's open report is about (moderation.ts).
    author: 'diego_power',
    content: 'Hot take: warm-ups are a waste of time. Load the bar and go.',
    hoursAgo: 5,
    comments: [['coach_maya', 'Please do not skip your warm-up sets, everyone.']],
  },
  {
    // The tempo's middle 5 km at 4 m/s: 1,250 s, 4:10 a kilometre (activities.ts).
    author: 'liam.runs',
    activity: 'Riverside Tempo',
    content: 'Tempo felt strong today: 5 km at 4:10 /km in the middle.',
  },
  {
    author: 'sofia_lifts',
    content: 'First unassisted pull-up!!! Months of band work paid off.',
    hoursAgo: 2,
    likedBy: ['diego_power', 'coach_maya'],
    comments: [['diego_power', 'Told you it was coming 💪']],
  },
];

const ART_DIR = path.join(PROJECT_ROOT, 'server', 'src', 'db', 'seed', 'demo', 'art');

/** An illustration rendered to a 1200x900 PNG (flat art compresses well and stays sharp). */
function renderArt(art: Art): Promise<Buffer> {
  return sharp(readFileSync(path.join(ART_DIR, `${art}.svg`)))
    .resize(1200, 900)
    .png()
    .toBuffer();
}

interface Planned {
  spec: DemoPost;
  at: Date;
  content: string;
  workout: WorkoutShareSummary | null;
  activityId?: number;
}

/** The author's latest log with this title: its snapshot, and when it was logged. */
async function latestLog(ctx: DemoContext, userId: number, title: string) {
  const { rows } = await ctx.pool.query<{ id: number; created_at: Date }>(
    `select id, created_at from workout_logs where user_id = $1 and title = $2
     order by performed_on desc, id desc limit 1`,
    [userId, title],
  );
  if (!rows[0]) throw new Error(`demo posts: no '${title}' log for member ${userId}`);
  const log = (await findLog(ctx.pool, rows[0].id))!;
  return { loggedAt: rows[0].created_at, summary: shareSummaryOf(presentLog(log), await recordsSetBy(ctx.pool, log)) };
}

async function plan(ctx: DemoContext, spec: DemoPost): Promise<Planned> {
  if ('activity' in spec) {
    // Uploaded when it ended (activities.ts), shared an hour later.
    const { rows } = await ctx.pool.query<{ id: number; created_at: Date }>(
      'select id, created_at from activities where user_id = $1 and title = $2',
      [ctx.users.get(spec.author), spec.activity],
    );
    if (!rows[0]) throw new Error(`demo posts: no activity '${spec.activity}' of ${spec.author}`);
    const at = new Date(rows[0].created_at.getTime() + hours(1));
    return { spec, at, content: spec.content, workout: null, activityId: rows[0].id };
  }
  if ('content' in spec) {
    return { spec, at: new Date(ctx.now.getTime() - hours(spec.hoursAgo)), content: spec.content, workout: null };
  }
  const { loggedAt, summary } = await latestLog(ctx, ctx.users.get(spec.author)!, spec.workout);
  const best = (name: string) => {
    const found = summary.exercises.find((e) => e.name === name)?.best;
    if (!found) throw new Error(`demo posts: '${spec.workout}' has no ${name}`);
    return found;
  };
  // Shared half an hour after logging it (or halfway to now, when the session just ended).
  const wait = Math.min(minutes(35), (ctx.now.getTime() - loggedAt.getTime()) / 2);
  return { spec, at: new Date(loggedAt.getTime() + wait), content: spec.caption(best, summary), workout: summary };
}

/** Demo posts (D10): photos stored like uploads, places from the gazetteer, likes and comments. */
export async function seedDemoPosts(ctx: DemoContext): Promise<void> {
  const media = createMediaStorage(buildConfig());
  const app = { db: ctx.pool, media };
  const id = (username: string) => ctx.users.get(username)!;
  const planned = (await Promise.all(POSTS.map((spec) => plan(ctx, spec)))).sort(
    (a, b) => a.at.getTime() - b.at.getTime(),
  );
  // Likes and comments after their post and before now, written in time order across all posts.
  const reactions: { at: Date; sql: string; params: unknown[] }[] = [];

  // Oldest first, so post ids follow their times as they do in a live app.
  for (const { spec, at, content, workout, activityId } of planned) {
    const image = spec.art
      ? await saveUpload(app, { userId: id(spec.author), target: 'media', bytes: await renderArt(spec.art) })
      : null;
    if (image) {
      await ctx.pool.query('update media set created_at = $2 where key = $1', [
        image.key,
        new Date(at.getTime() - minutes(3)),
      ]);
    }
    const place = spec.place ? gazetteer().search(spec.place, 1)[0] : undefined;
    const postId = await insertPost(ctx.pool, {
      userId: id(spec.author),
      content,
      image: image && { url: image.url, key: image.key },
      video: null,
      location: place?.label ?? null,
      placeLat: place?.lat ?? null,
      placeLng: place?.lng ?? null,
      audience: 'public',
      workout,
      activityId,
    });
    await ctx.pool.query('update posts set created_at = $2 where id = $1', [postId, at]);

    const events = [
      ...(spec.likedBy ?? []).map((liker) => ({
        sql: 'insert into likes (post_id, user_id, created_at) values ($1, $2, $3)',
        params: [postId, id(liker)],
      })),
      ...(spec.comments ?? []).map(([author, text]) => ({
        sql: 'insert into comments (post_id, user_id, content, created_at) values ($1, $2, $3, $4)',
        params: [postId, id(author), text],
      })),
    ];
    // Spread over the day after the post, or up to now for a recent one (a post of the last
    // minute gets its reactions before now too: seeded at the time of such a post, they came
    // before it). A post dated now gets none: nothing is in the future.
    let until = Math.min(at.getTime() + hours(20), ctx.now.getTime() - minutes(1));
    if (until <= at.getTime()) until = ctx.now.getTime();
    const step = (until - at.getTime()) / (events.length + 1);
    if (step > 0) {
      events.forEach((e, i) => {
        reactions.push({ ...e, at: new Date(at.getTime() + step * (i + 1)) });
      });
    }
  }
  reactions.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const r of reactions) await ctx.pool.query(r.sql, [...r.params, r.at]);
  ctx.log(`demo posts: ${POSTS.length} posts`);
}
