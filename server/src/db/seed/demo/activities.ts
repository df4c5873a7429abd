import { buildConfig } from '../../../config';
import { diskStorage } from '../../../media';
import { importActivity } from '../../../modules/activities/import-activity';
import { insertPost } from '../../../modules/posts';
import { toGpx } from '../../../test/fixtures/activities/gpx';
import { buildRoute } from '../../../test/fixtures/activities/route';
import type { DemoContext } from '.';

const DAY = 24 * 3600_000;

/**
 * Demo runs and a ride (D10, issue 14), imported as GPX files through the real importer: Liam's
 * two runs up the Hudson River Greenway from Battery Park (the second, faster, sets records and is
 * shared to the feed an hour after it ended) and Maya's ride up from Brooklyn. Routes are
 * generated due north from a start point, with a gentle hill; every time comes from the demo's clock.
 */
export async function seedDemoActivities(ctx: DemoContext): Promise<void> {
  const app = { db: ctx.pool, media: diskStorage(buildConfig().uploadDir) };
  const now = ctx.now.getTime();
  const hill = (d: number) => 12 + 15 * Math.sin(d / 900);
  const activities = [
    {
      user: 'liam.runs',
      name: 'Sunday River Run',
      daysAgo: 6,
      stretches: [{ metres: 8001, speed: 3.3 }],
      type: 'running',
    },
    {
      user: 'liam.runs',
      name: 'Riverside Tempo',
      daysAgo: 0,
      stretches: [
        { metres: 1500, speed: 3 },
        { metres: 5000, speed: 4 },
        { metres: 1500, speed: 3 },
      ],
      type: 'running',
      share: 'Tempo felt strong today: 5 km at 4:10 /km in the middle.',
    },
    {
      user: 'coach_maya',
      start: { lat: 40.6782, lng: -73.9442 },
      name: 'Hill Loop Ride',
      daysAgo: 3,
      stretches: [{ metres: 32000, speed: 8 }],
      type: 'cycling',
    },
  ];
  for (const a of activities) {
    const userId = ctx.users.get(a.user);
    if (!userId) continue;
    const points = buildRoute({
      start: new Date(now - a.daysAgo * DAY - 2 * 3600_000),
      startLat: a.start?.lat ?? 40.7033,
      lng: a.start?.lng ?? -74.0169,
      stretches: a.stretches,
      elevation: hill,
      heartRate: (i) => 138 + Math.round(12 * Math.sin(i / 300)),
    });
    const { activity } = await importActivity(app, {
      userId,
      bytes: Buffer.from(toGpx(points, { name: a.name, type: a.type })),
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
    if (a.share) {
      const postId = await insertPost(ctx.pool, {
        userId,
        content: a.share,
        image: null,
        video: null,
        location: null,
        placeLat: null,
        placeLng: null,
        audience: 'public',
        activityId: activity.id,
      });
      await ctx.pool.query('update posts set created_at = $2 where id = $1', [
        postId,
        new Date(endedAt.getTime() + 3600_000),
      ]);
    }
  }
}
