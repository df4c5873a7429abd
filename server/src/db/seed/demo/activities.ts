import { addDays } from '@common/fitness/dates';
import { buildConfig } from '../../../config';
import { importActivity } from '../../../modules/activities';
import { createMediaStorage } from '../../../modules/media';
import { toGpx } from '../tracks/gpx';
import { buildRoute, type Stretch } from '../tracks/route';
import type { DemoContext } from '.';
import { localDate, localTime, minutes } from './clock';

interface DemoActivity {
  user: string;
  name: string;
  type: 'running' | 'cycling';
  start: Date;
  startAt?: { lat: number; lng: number };
  stretches: Stretch[];
}

/**
 * Liam's latest logged long run (a Sunday, by his plan): the run set's distance and time, and when
 * the session began. His watch recorded that same run, so the activity agrees with the log.
 */
async function latestLongRun(ctx: DemoContext, userId: number) {
  const { rows } = await ctx.pool.query<{
    date: string;
    logged_at: Date;
    duration_minutes: number;
    km: number;
    seconds: number;
  }>(
    `select l.performed_on::text as date, l.created_at as logged_at, l.duration_minutes,
            s.distance_km::float8 as km, s.duration_seconds as seconds
     from workout_logs l join workout_log_exercises le on le.log_id = l.id
     join workout_log_sets s on s.log_exercise_id = le.id
     where l.user_id = $1 and l.title = 'Long Run' and s.distance_km is not null
     order by l.performed_on desc limit 1`,
    [userId],
  );
  if (!rows[0]) throw new Error('demo activities: Liam has no logged Long Run');
  const run = rows[0];
  // The log was saved six minutes after the session ended (workouts.ts); the run starts two
  // minutes into it, after a brisk walk to the river.
  const sessionStart = run.logged_at.getTime() - minutes(run.duration_minutes + 6);
  return { start: new Date(sessionStart + minutes(2)), metres: Math.round(run.km * 1000), seconds: run.seconds };
}

/**
 * The evening (17:30) of the latest day, today or before, on which Liam logged no workout and
 * which is not his Sunday long-run day, with the run and his post about it an hour later (posts.ts)
 * both before now.
 */
async function freeEvening(ctx: DemoContext, userId: number, runMinutes: number): Promise<Date> {
  const { rows } = await ctx.pool.query<{ date: string }>(
    'select performed_on::text as date from workout_logs where user_id = $1',
    [userId],
  );
  const trained = new Set(rows.map((r) => r.date));
  for (let back = 0; ; back++) {
    const date = localDate(ctx.now, back);
    const start = localTime(date, '17:30');
    const posted = start.getTime() + minutes(runMinutes + 60);
    const sunday = new Date(`${date}T12:00:00Z`).getUTCDay() === 0;
    if (!trained.has(date) && !sunday && posted < ctx.now.getTime() - minutes(5)) return start;
    if (back > 14) throw new Error('demo activities: no free evening for the tempo run');
  }
}

/**
 * Demo runs and a ride (D10, issue 14), imported as GPX files through the real importer: Liam's
 * latest Sunday long run up the Hudson River Greenway from Battery Park (the very run his log of
 * that day holds, same distance and time), his faster tempo run on a free evening since (it sets
 * records; posts.ts shares it to the feed an hour after it ended) and Maya's evening ride up from
 * Brooklyn. Routes are generated due north from a start point, with a gentle hill; every time
 * comes from the demo's clock, and none overlaps a logged workout.
 */
export async function seedDemoActivities(ctx: DemoContext): Promise<void> {
  const app = { db: ctx.pool, media: createMediaStorage(buildConfig()) };
  const hill = (d: number) => 12 + 15 * Math.sin(d / 900);
  const activities: DemoActivity[] = [];
  const liam = ctx.users.get('liam.runs');
  if (liam) {
    const longRun = await latestLongRun(ctx, liam);
    activities.push({
      user: 'liam.runs',
      name: 'Sunday River Run',
      type: 'running',
      start: longRun.start,
      stretches: [{ metres: longRun.metres, speed: longRun.metres / longRun.seconds }],
    });
    const tempo: Stretch[] = [
      { metres: 1500, speed: 3 },
      { metres: 5000, speed: 4 },
      { metres: 1500, speed: 3 },
    ];
    const tempoMinutes = tempo.reduce((sum, s) => sum + (s.metres ?? 0) / s.speed, 0) / 60;
    activities.push({
      user: 'liam.runs',
      name: 'Riverside Tempo',
      type: 'running',
      start: await freeEvening(ctx, liam, tempoMinutes),
      stretches: tempo,
      // 5000 m at 4 m/s: 1,250 s, 4:10 a kilometre, as Liam's post about it says (posts.ts).
    });
  }
  activities.push({
    user: 'coach_maya',
    name: 'Hill Loop Ride',
    type: 'cycling',
    // An evening ride three days ago; her lifting sessions are in the mornings.
    start: localTime(addDays(localDate(ctx.now), -3), '17:00'),
    startAt: { lat: 40.6782, lng: -73.9442 },
    stretches: [{ metres: 32000, speed: 8 }],
  });
  // Imported in the order they happened, as a member's uploads would be, so records are set in order.
  activities.sort((a, b) => a.start.getTime() - b.start.getTime());

  for (const a of activities) {
    const userId = ctx.users.get(a.user);
    if (!userId) continue;
    const points = buildRoute({
      start: a.start,
      startLat: a.startAt?.lat ?? 40.7033,
      lng: a.startAt?.lng ?? -74.0169,
      stretches: a.stretches,
      elevation: hill,
      heartRate: (i) => 138 + Math.round(12 * Math.sin(i / 300)),
    });
    const { activity } = await importActivity(app, {
      userId,
      bytes: Buffer.from(toGpx(points, { name: a.name, type: a.type, creator: 'FitCircle demo' })),
      fileName: `${a.name.toLowerCase().replace(/\s+/g, '-')}.gpx`,
      visibility: 'public',
    });
    // Uploaded when the run ended, on the demo's clock (the importer stamps the database's now()).
    const endedAt = new Date(points[points.length - 1].timeMs);
    await ctx.pool.query(
      `with a as (update activities set created_at = $2 where id = $1 returning file_key)
       update media set created_at = $2 where key = (select file_key from a)`,
      [activity.id, endedAt],
    );
  }
}
