import type { UploadedActivity } from '@common/schemas/activities';
import { describe, expect, it } from 'vitest';
import { toGpx } from '../../db/seed/tracks/gpx';
import { buildRoute } from '../../db/seed/tracks/route';
import { buildSignedInUser } from '../../test/factories';
import { uploadFile } from '../../test/factories/activities';
import { pausedRun, toFit } from '../../test/fixtures/activities/fit';
import { useTestApp } from '../../test/test-app';
import { MEASURE_VERSION } from './read-activity';
import { remeasureActivities } from './remeasure';

// Measure version 4 changed how FIT files are read (a timer pause is a break in the track), and
// nothing about GPX or TCX. At the next start a FIT activity measured by the version 3 rules is
// read again from its file; a GPX one is only marked current: re-reading every member's GPX files
// and running every module's hooks again would change nothing. Older versions changed every
// format, so a GPX from before them is still read again.
const ctx = useTestApp();

async function upload(cookie: string, name: string, bytes: string | Uint8Array) {
  const res = await uploadFile(ctx.app, name, bytes, { cookie });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as UploadedActivity).activity.id;
}

/** Marks an activity as measured by `version`'s rules, with a distance no rule would give. */
const measuredBy = (id: number, version: number) =>
  ctx.db.query('update activities set distance_m = 1, measured_version = $2 where id = $1', [id, version]);

const stored = async (id: number) =>
  (
    await ctx.db.query<{ distance_m: number; measured_version: number }>(
      'select distance_m::float8 as distance_m, measured_version from activities where id = $1',
      [id],
    )
  ).rows[0];

describe('measuring again after a FIT-only change', () => {
  it('reads the FIT files again, marks the GPX files of version 3 current unread, and still reads older GPX', async () => {
    expect(MEASURE_VERSION).toBe(4);
    const { cookie } = await buildSignedInUser(ctx.db);
    const fit = await upload(cookie, 'paused.fit', toFit(pausedRun().points, { pauses: pausedRun().pauses }));
    const gpx = (day: number) =>
      toGpx(buildRoute({ start: new Date(Date.UTC(2026, 2, day, 7)), stretches: [{ metres: 5000, speed: 3 }] }));
    const recentGpx = await upload(cookie, 'recent.gpx', gpx(3));
    const oldGpx = await upload(cookie, 'old.gpx', gpx(4));
    await measuredBy(fit, 3);
    await measuredBy(recentGpx, 3);
    await measuredBy(oldGpx, 2);

    expect(await remeasureActivities(ctx.app)).toBe(2);

    expect(await stored(fit)).toEqual({ distance_m: expect.closeTo(3600, 0), measured_version: 4 });
    expect(await stored(recentGpx)).toEqual({ distance_m: 1, measured_version: 4 });
    expect(await stored(oldGpx)).toEqual({ distance_m: expect.closeTo(5000, -1), measured_version: 4 });
  });
});
