import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { seedDemo } from './index';

const ctx = useTestApp();

describe('the demo community: activities', () => {
  it('imports two runs and a ride through the importer; the faster run set records and is on the feed', {
    timeout: 180_000,
  }, async () => {
    await seedDemo(ctx.db, () => {});
    const { rows } = await ctx.db.query<{ username: string; title: string; sport: string; shared: boolean }>(
      `select u.username, a.title, a.sport, exists (select 1 from posts p where p.activity_id = a.id) as shared
       from activities a join users u on u.id = a.user_id order by a.title`,
    );
    expect(rows).toEqual([
      { username: 'coach_maya', title: 'Hill Loop Ride', sport: 'ride', shared: false },
      { username: 'liam.runs', title: 'Riverside Tempo', sport: 'run', shared: true },
      { username: 'liam.runs', title: 'Sunday River Run', sport: 'run', shared: false },
    ]);
    // Liam's fastest kilometre and 5 km are the tempo's middle stretch at 4 m/s (his long run is slower).
    const { rows: efforts } = await ctx.db.query<{ distance_m: number; seconds: number; title: string }>(
      `select distinct on (be.distance_m) be.distance_m, be.seconds, a.title from activity_best_efforts be
       join activities a on a.id = be.activity_id and a.sport = 'run'
       join users u on u.id = a.user_id and u.username = 'liam.runs'
       where be.distance_m in (1000, 5000)
       order by be.distance_m, be.seconds`,
    );
    expect(efforts.map((e) => [e.distance_m, Math.round(e.seconds), e.title])).toEqual([
      [1000, 250, 'Riverside Tempo'],
      [5000, 1250, 'Riverside Tempo'],
    ]);
  });
});
