import sharp from 'sharp';
import { buildConfig } from '../../../config';
import { diskStorage, saveUpload } from '../../../media';
import { gazetteer } from '../../../modules/places';
import { insertPost } from '../../../modules/posts/posts-repository';
import type { DemoContext } from './index';

interface DemoPost {
  author: string;
  content: string;
  /** Two colours for a generated photo, or none for a text post. */
  photo?: [string, string];
  /** A city the gazetteer knows, looked up like the composer does. */
  place?: string;
  hoursAgo: number;
  likedBy?: string[];
  comments?: [string, string][];
}

const POSTS: DemoPost[] = [
  {
    author: 'coach_maya',
    content: 'New deadlift PR: 150 kg! Form felt solid the whole way.',
    photo: ['#0f766e', '#f59e0b'],
    place: 'Austin, TX',
    hoursAgo: 140,
    likedBy: ['liam.runs', 'sofia_lifts', 'diego_power'],
    comments: [
      ['diego_power', 'Huge! Next stop 160.'],
      ['sofia_lifts', 'Goals 🙌'],
    ],
  },
  {
    author: 'liam.runs',
    content: 'Sunday long run: 28 km along the river. Legs are toast, heart is full.',
    photo: ['#1d4ed8', '#a7f3d0'],
    place: 'Portland, OR',
    hoursAgo: 120,
    likedBy: ['coach_maya', 'jonas.cycles'],
    comments: [['jonas.cycles', 'Which route? I want in next week.']],
  },
  {
    author: 'sofia_lifts',
    content: 'Leg day done. I used to dread it, now it is my favourite day of the week.',
    hoursAgo: 100,
    likedBy: ['coach_maya'],
    comments: [['coach_maya', 'That is the spirit!']],
  },
  {
    author: 'noah_yoga',
    content: 'Sunrise flow on the beach. 20 minutes of breathing before anything else today.',
    photo: ['#f97316', '#fde68a'],
    place: 'San Diego',
    hoursAgo: 90,
    likedBy: ['priya_moves', 'amara_fit'],
  },
  {
    author: 'amara_fit',
    content: 'Down 9 kg since January! Walking every evening made the biggest difference.',
    hoursAgo: 70,
    likedBy: ['priya_moves', 'coach_maya', 'noah_yoga'],
    comments: [
      ['priya_moves', 'So proud of you!'],
      ['noah_yoga', 'Consistency wins.'],
    ],
  },
  {
    author: 'jonas.cycles',
    content: 'Gravel loop through the hills, 85 km. The last climb nearly broke me.',
    photo: ['#166534', '#d9f99d'],
    place: 'Boulder',
    hoursAgo: 50,
    likedBy: ['liam.runs'],
  },
  {
    author: 'priya_moves',
    content: 'Dance cardio class tonight, who is in?',
    place: 'Chicago',
    hoursAgo: 30,
    likedBy: ['amara_fit', 'noah_yoga'],
    comments: [['amara_fit', 'Me! Save me a spot.']],
  },
  {
    author: 'diego_power',
    content: 'Squat day: 5 x 5 at 180 kg. Belt on, music loud.',
    photo: ['#7f1d1d', '#fca5a5'],
    place: 'Miami',
    hoursAgo: 20,
    likedBy: ['coach_maya', 'sofia_lifts'],
  },
  {
    author: 'coach_maya',
    content: 'Reminder: sleep is training too. Seven hours minimum this week, team.',
    hoursAgo: 8,
    likedBy: ['amara_fit', 'liam.runs', 'noah_yoga', 'sofia_lifts'],
    comments: [['liam.runs', 'Guilty. Going to bed early tonight.']],
  },
  {
    author: 'liam.runs',
    content: 'Easy 8 km recovery jog and a long stretch. Marathon in 5 weeks!',
    photo: ['#312e81', '#c4b5fd'],
    place: 'Boston',
    hoursAgo: 3,
    likedBy: ['jonas.cycles', 'coach_maya'],
  },
  {
    author: 'sofia_lifts',
    content: 'First unassisted pull-up today!!!',
    hoursAgo: 1,
    likedBy: ['diego_power', 'coach_maya'],
    comments: [['diego_power', 'Told you it was coming 💪']],
  },
];

/** A 1200x900 photo: a diagonal gradient with soft light circles, made without any font. */
function makePhoto([from, to]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <circle cx="900" cy="220" r="160" fill="#ffffff" fill-opacity="0.18"/>
    <circle cx="260" cy="700" r="240" fill="#ffffff" fill-opacity="0.10"/>
    <path d="M0 760 L300 540 L520 700 L820 420 L1200 740 L1200 900 L0 900 Z" fill="#000000" fill-opacity="0.18"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Demo posts (D10): photos stored like uploads, places from the gazetteer, likes and comments. */
export async function seedDemoPosts(ctx: DemoContext): Promise<void> {
  const media = diskStorage(buildConfig().uploadDir);
  const app = { db: ctx.pool, media };
  const id = (username: string) => ctx.users.get(username)!;
  for (const post of POSTS) {
    const image = post.photo
      ? await saveUpload(app, { userId: id(post.author), target: 'media', bytes: await makePhoto(post.photo) })
      : null;
    const place = post.place ? gazetteer().search(post.place, 1)[0] : undefined;
    const postId = await insertPost(ctx.pool, {
      userId: id(post.author),
      content: post.content,
      image: image && { url: image.url, key: image.key },
      video: null,
      location: place?.label ?? null,
      placeLat: place?.lat ?? null,
      placeLng: place?.lng ?? null,
      audience: 'public',
    });
    await ctx.pool.query(`update posts set created_at = now() - make_interval(hours => $2) where id = $1`, [
      postId,
      post.hoursAgo,
    ]);
    for (const liker of post.likedBy ?? []) {
      await ctx.pool.query('insert into likes (post_id, user_id) values ($1, $2)', [postId, id(liker)]);
    }
    for (const [author, text] of post.comments ?? []) {
      await ctx.pool.query('insert into comments (post_id, user_id, content) values ($1, $2, $3)', [
        postId,
        id(author),
        text,
      ]);
    }
  }
  ctx.log(`demo posts: ${POSTS.length} posts`);
}
