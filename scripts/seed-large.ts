// npm run seed:large [-- --users 10000 --posts 1000000 --reset]
//
// Fills a database (DATABASE_URL, or the embedded one in DATA_DIR) with a large community for the
// feed benchmark (issue 3): members, follows, posts, likes and comments, all written by set-based
// SQL (generate_series) so a million posts take a minute or two, not hours of single inserts.
// The bench member is `bench_1` (password "benchmark"): they follow 200 people, half of whom
// follow back; `bench_2` follows 2,000 (`--many`), half of whom follow back. Refuses a database
// that has members unless --reset is given (which empties it).
import { parseArgs } from 'node:util';
import { buildConfig } from '../server/src/config';
import { connectDatabase } from '../server/src/db/connect';
import { loadEnvFile } from '../server/src/env-file';
import { hashPassword } from '../server/src/modules/sessions';
import { BENCH_MANY_USERNAME, BENCH_PASSWORD, BENCH_USERNAME } from './bench/bench-member';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    posts: { type: 'string', default: '1000000' },
    following: { type: 'string', default: '200' },
    many: { type: 'string', default: '2000' },
    reset: { type: 'boolean', default: false },
  },
});
const USERS = Number(values.users);
const POSTS = Number(values.posts);
const FOLLOWING = Number(values.following);
const MANY = Number(values.many);
if (!(USERS >= Math.max(FOLLOWING, MANY) + 2 && POSTS >= 1 && FOLLOWING >= 1 && MANY >= 0)) {
  throw new Error('--users must exceed --following and --many by 2; --posts and --following must be positive');
}

const log = { info: (m: unknown) => console.log(typeof m === 'string' ? m : JSON.stringify(m)), error: console.error };
// The same database `npm start` uses (DATABASE_URL or DATA_DIR, from the environment or .env).
loadEnvFile();
const database = await connectDatabase(buildConfig(), log, { shareRunningApp: true });
const db = database.pool;
const started = Date.now();
const step = async (label: string, sql: string, params: unknown[] = []) => {
  const t = Date.now();
  const { rowCount } = await db.query(sql, params);
  console.log(
    `${label.padEnd(34)} ${String(rowCount ?? '').padStart(9)} rows  ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
};

try {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from users');
  if (rows[0].n > 0 && !values.reset) {
    throw new Error(`The database has ${rows[0].n} members. Use --reset to empty it first (everything is deleted).`);
  }
  if (values.reset) await step('empty the database', 'truncate users, media restart identity cascade');
  await db.query('set synchronous_commit = off');

  // Members 1..USERS (identity restarted), one password hash for all: argon2 per row would take hours.
  await step(
    'members',
    // Members of a year's standing have confirmed their addresses (issue 18).
    `insert into users (username, email, password_hash, name, first_name, last_name, created_at, email_verified_at)
     select 'bench_' || i, 'bench_' || i || '@bench.fitcircle.local', $2, 'Bench Member ' || i, 'Bench',
            'Member ' || i, now() - interval '400 days', now() - interval '400 days'
     from generate_series(1, $1::int) i`,
    [USERS, await hashPassword(BENCH_PASSWORD)],
  );
  // Mostly public profiles; every fifth friends-only, every twentieth private.
  await step(
    'settings',
    `insert into user_settings (user_id, profile_visibility, location_sharing)
     select id, case when id % 20 = 0 then 'private' when id % 5 = 0 then 'friends' else 'public' end,
                case when id % 3 = 0 then 'friends' else 'public' end
     from users`,
  );
  // Everyone follows 20 others; the bench member follows FOLLOWING, and half of them follow back.
  await step(
    'follows',
    `insert into follows (follower_id, following_id)
     select u, 1 + ((u - 1 + k * 7919) % $1::int) from generate_series(1, $1::int) u, generate_series(1, 20) k
     where u <> 2 or $3::int = 0
     union
     select 1, 1 + (k * 37) % $1::int from generate_series(1, $2::int) k where 1 + (k * 37) % $1::int <> 1
     union
     select 1 + (k * 37) % $1::int, 1 from generate_series(1, $2::int, 2) k where 1 + (k * 37) % $1::int <> 1
     on conflict do nothing`,
    [USERS, FOLLOWING, MANY],
  );
  // The heavy follower (member 2) follows exactly MANY others (41 is prime to any member count
  // that is a multiple of 10, so the ids are distinct), and every second one follows back.
  if (MANY > 0) {
    await step(
      'follows of the heavy follower',
      `with picked as (
         select v, row_number() over (order by v) as n from (
           select distinct 1 + (k * 41 + 3) % $1::int as v from generate_series(1, $2::int + 10) k
         ) s where v <> 2 order by v limit $2::int
       )
       insert into follows (follower_id, following_id)
       select 2, v from picked
       union all
       select v, 2 from picked where n % 2 = 0
       on conflict do nothing`,
      [USERS, MANY],
    );
  }

  // Counters are written with the rows below, so the counting triggers are off meanwhile; so is
  // the timelines' fan-out (a million posts to twenty followers each: twenty million rows); every
  // timeline is rebuilt from the posts once they are in.
  await db.query('alter table likes disable trigger user');
  await db.query('alter table comments disable trigger user');
  await db.query('alter table posts disable trigger posts_timeline_fan_out');
  // Posts in id order over the last year; authors spread by a multiplicative hash. Each post's
  // likes and comments counts are fixed here, and the rows below match them exactly.
  await step(
    'posts',
    `insert into posts (user_id, content, audience, location, place_lat, place_lng, likes_count, comments_count, created_at)
     select 1 + ((i::bigint * 2654435761) % $1::int),
            'Workout log #' || i || ': ' || (array['5 x 5 squats', 'easy 10 km run', 'yoga flow', 'hill sprints',
              'deadlift day', 'swim 2 km', 'rest day walk', 'spin class'])[1 + i % 8],
            case when i % 10 = 0 then 'private' when i % 10 < 3 then 'friends' else 'public' end,
            case when i % 4 = 0 then 'Paris, France' end,
            case when i % 4 = 0 then 48.85341 end, case when i % 4 = 0 then 2.3488 end,
            (i * 31) % 5, case when i % 4 = 0 then 1 + i % 3 else 0 end,
            now() - make_interval(secs => ($2::int - i) * (31536000.0 / $2::int))
     from generate_series(1, $2::int) i order by i`,
    [USERS, POSTS],
  );
  await step(
    'likes',
    `insert into likes (post_id, user_id, created_at)
     select p.id, 1 + ((p.user_id + k * 101) % $1::int), p.created_at + make_interval(mins => k)
     from posts p, generate_series(1, p.likes_count) k`,
    [USERS],
  );
  await step(
    'comments',
    `insert into comments (post_id, user_id, content, created_at)
     select p.id, 1 + ((p.user_id + k * 211) % $1::int), 'Great session! #' || k, p.created_at + make_interval(mins => k)
     from posts p, generate_series(1, p.comments_count) k order by p.id, k`,
    [USERS],
  );
  // One busy thread for the comments benchmark: the newest public post of someone the bench member follows.
  await step(
    'a post with 500 comments',
    `with hot as (
       select p.id from posts p join follows f on f.following_id = p.user_id and f.follower_id = 1
       join user_settings s on s.user_id = p.user_id
       where p.audience = 'public' and s.profile_visibility = 'public' order by p.id desc limit 1
     ), added as (
       insert into comments (post_id, user_id, content)
       select hot.id, 2 + k, 'Keep it up! #' || k from hot, generate_series(1, 500) k returning post_id
     )
     update posts set comments_count = comments_count + 500 where id = (select id from hot)`,
  );
  await db.query('alter table likes enable trigger user');
  await db.query('alter table comments enable trigger user');
  await db.query('alter table posts enable trigger posts_timeline_fan_out');
  await step('home timelines', 'select timeline_rebuild()');

  // Fresh statistics and visibility map: the planner sees the real sizes, index-only scans work.
  // FREEZE: a plain VACUUM straight after the bulk inserts was seen to leave the visibility map
  // unset (every index-only probe then read the heap too, 2x the feed's buffer pages), which a
  // long-running database would not show; freezing marks the pages all-visible at once.
  for (const table of ['users', 'user_settings', 'follows', 'posts', 'likes', 'comments', 'home_timeline']) {
    await step(`vacuum analyze ${table}`, `vacuum (freeze, analyze) ${table}`);
  }
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s: ${USERS} members, ${POSTS} posts.`);
  console.log(`Bench member: ${BENCH_USERNAME} (password "${BENCH_PASSWORD}"), following ${FOLLOWING} people.`);
  if (MANY > 0) console.log(`Heavy follower: ${BENCH_MANY_USERNAME}, following ${MANY} people.`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await db.query('alter table likes enable trigger user').catch(() => {});
  await db.query('alter table comments enable trigger user').catch(() => {});
  await db.query('alter table posts enable trigger posts_timeline_fan_out').catch(() => {});
  await database.close();
}
