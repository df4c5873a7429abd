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
 * two runs along the river (the second, faster, sets records and is shared to the feed) and
 * Maya's ride. Routes are generated due north from a start point, with a gentle hill.
 */
export async function seedDemoActivities(ctx: DemoContext): Promise<void> {
  const app = { db: ctx.pool, media: diskStorage(buildConfig().uploadDir) };
  const now = Date.now();
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
      name: 'Tempo Tuesday',
      daysAgo: 2,
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
      startLat: 51.49,
      lng: -0.16,
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
    if (a.share) {
      await insertPost(ctx.pool, {
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
    }
  }
}
