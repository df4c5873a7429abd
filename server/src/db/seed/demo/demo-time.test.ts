import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { COMMUNITY_TIME_ZONE } from './clock';
import { seedDemo } from './index';

// Issue 16, point 13: on a freshly seeded demo every date derives from one "now": nothing is in
// the future, nobody acts before joining or on content that did not exist yet, and ids follow
// times (lists ordered by id read newest first, as in a live app).

const uploads = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-demo-time-'));
const ctx = useTestApp({ UPLOAD_DIR: uploads });
const now = new Date();
afterAll(() => rmSync(uploads, { recursive: true, force: true }));
beforeAll(async () => {
  vi.stubEnv('UPLOAD_DIR', uploads);
  try {
    await seedDemo(ctx.db, () => {}, now);
  } finally {
    vi.unstubAllEnvs();
  }
}, 180_000);

const rows = async (sql: string, params: unknown[] = []) => (await ctx.db.query(sql, params)).rows;

describe('the demo community: one clock', () => {
  it('has nothing in the future', async () => {
    const stamped = [
      'users.created_at',
      'follows.created_at',
      'media.created_at',
      'activities.created_at',
      'posts.created_at',
      'likes.created_at',
      'comments.created_at',
      'messages.created_at',
      'notifications.created_at',
      'notifications.read_at',
      'reports.created_at',
      'workout_plans.created_at',
      'workout_logs.created_at',
      'meal_plans.created_at',
      'meal_logs.created_at',
    ];
    // Reference data the seed loads on the way (curated plans, starter foods) is not the demo's.
    const owned = (table: string) => (['workout_plans', 'meal_plans'].includes(table) ? 'and user_id is not null' : '');
    for (const column of stamped) {
      const [table] = column.split('.');
      const [{ n }] = await rows(`select count(*)::int as n from ${table} where ${column} > $1 ${owned(table)}`, [now]);
      expect(n, column).toBe(0);
    }
    const today = await rows(`select ($1::timestamptz at time zone $2)::date::text as d`, [now, COMMUNITY_TIME_ZONE]);
    for (const column of ['workout_logs.performed_on', 'meal_logs.log_date']) {
      const [table] = column.split('.');
      const [{ n }] = await rows(`select count(*)::int as n from ${table} where ${column} > $1::date`, [today[0].d]);
      expect(n, column).toBe(0);
    }
  });

  it('has nobody acting before they joined, nor on a post before it was written', async () => {
    const checks: Record<string, string> = {
      'posts by members who had not joined': `select p.id from posts p join users u on u.id = p.user_id
        where p.created_at < u.created_at`,
      'likes before the post or the liker': `select l.post_id from likes l join posts p on p.id = l.post_id
        join users u on u.id = l.user_id where l.created_at <= p.created_at or l.created_at < u.created_at`,
      'comments before the post or the author': `select c.id from comments c join posts p on p.id = c.post_id
        join users u on u.id = c.user_id where c.created_at <= p.created_at or c.created_at < u.created_at`,
      'follows before both joined': `select f.id from follows f join users a on a.id = f.follower_id
        join users b on b.id = f.following_id where f.created_at < greatest(a.created_at, b.created_at)`,
      'messages before both joined': `select m.id from messages m join users a on a.id = m.sender_id
        join users b on b.id = m.receiver_id where m.created_at < greatest(a.created_at, b.created_at)`,
      'uploads before their owner joined': `select m.key from media m join users u on u.id = m.user_id
        where m.created_at < u.created_at`,
      'plans before their owner joined': `select p.id from workout_plans p join users u on u.id = p.user_id
        where p.created_at < u.created_at
        union all select p.id from meal_plans p join users u on u.id = p.user_id where p.created_at < u.created_at`,
      'workouts before joining, before the plan, or logged before they happened': `select l.id from workout_logs l
        join users u on u.id = l.user_id left join workout_plans p on p.id = l.plan_id
        where l.created_at < u.created_at or l.performed_on < p.started_on or p.created_at > l.created_at
           or (l.created_at at time zone '${COMMUNITY_TIME_ZONE}')::date < l.performed_on`,
      'meals logged before their day or before the plan': `select l.id from meal_logs l
        join users u on u.id = l.user_id
        where l.created_at < u.created_at or (l.created_at at time zone '${COMMUNITY_TIME_ZONE}')::date <> l.log_date`,
      'reports before the post they report': `select r.id from reports r join posts p on p.id = r.target_id
        where r.target_type = 'post' and r.created_at <= p.created_at`,
      'notifications at another time than their like, comment or follow': `select n.id from notifications n
        where (n.type = 'like' and not exists (select 1 from likes l where l.post_id = n.post_id
                 and l.user_id = n.actor_id and l.created_at = n.created_at))
           or (n.type = 'comment' and not exists (select 1 from comments c where c.post_id = n.post_id
                 and c.user_id = n.actor_id and c.created_at = n.created_at))
           or (n.type = 'follow' and not exists (select 1 from follows f where f.follower_id = n.actor_id
                 and f.following_id = n.user_id and f.created_at = n.created_at))
           or n.read_at < n.created_at`,
    };
    for (const [what, sql] of Object.entries(checks)) expect(await rows(sql), what).toEqual([]);
  });

  it('numbers rows in the order they happened', async () => {
    for (const table of ['users', 'follows', 'posts', 'comments', 'messages', 'notifications']) {
      const out = await rows(
        `select a.id, b.id as later_id from ${table} a join ${table} b on a.id < b.id and a.created_at > b.created_at
         limit 3`,
      );
      expect(out, table).toEqual([]);
    }
    // A member's own workouts and meals, in the order they logged them.
    const workouts = await rows(`select a.id from workout_logs a join workout_logs b
      on a.user_id = b.user_id and a.id < b.id and (a.performed_on > b.performed_on or a.created_at > b.created_at)`);
    expect(workouts).toEqual([]);
    const meals = await rows(`select a.id from meal_logs a join meal_logs b
      on a.user_id = b.user_id and a.id < b.id and a.created_at > b.created_at`);
    expect(meals).toEqual([]);
  });

  it('names weekdays that are true on the community calendar', async () => {
    const posts = await rows(
      `select p.content, to_char(p.created_at at time zone $1, 'FMDay') as weekday, p.workout ->> 'date' as workout_date
       from posts p`,
      [COMMUNITY_TIME_ZONE],
    );
    const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    for (const post of posts) {
      for (const name of names.filter((n) => post.content.includes(n))) {
        const workoutDay = post.workout_date
          ? names[(new Date(`${post.workout_date}T12:00:00Z`).getUTCDay() + 6) % 7]
          : null;
        expect([post.weekday, workoutDay], post.content).toContain(name);
      }
    }
  });
});
