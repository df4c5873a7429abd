import { ACTIVITY_MESSAGES as M } from '@common/activities-texts';
import type { UploadedActivity } from '@common/schemas/activities';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { activityRowCounts, runGpx, uploadFile, uploadRun } from '../../test/factories/activities';
import { useTestApp } from '../../test/test-app';

// An activity's title is its heading, its link in lists and its feed card: one made only of
// invisible characters (trim() keeps a zero-width space) would show as an empty link.
const ctx = useTestApp();

const INVISIBLE = ['\u200b', '\u200b \u200d', '\u2060\u200b', '\u3164'];

describe('activity titles of only invisible characters', () => {
  it('are refused at upload, with the message on the title, and nothing is stored', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    for (const title of INVISIBLE) {
      const res = await uploadFile(ctx.app, 'run.gpx', runGpx().gpx, { cookie, fields: { title } });
      expect(res.statusCode, JSON.stringify(title)).toBe(400);
      expect(res.json()).toMatchObject({ message: M.titleInvisible, errors: { title: M.titleInvisible } });
    }
    expect(await activityRowCounts(ctx.db, user.id)).toEqual({ activities: 0, tracks: 0, efforts: 0, media: 0 });
  });

  it('are refused in a rename, and the title stays', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const activity = await uploadRun(ctx.app, cookie, { name: 'Canal loop' });
    const rename = (title: string) => apiAs(ctx, cookie).patch(`/api/activities/${activity.id}`, { title });
    for (const title of INVISIBLE) {
      const res = await rename(title);
      expect(res.statusCode, JSON.stringify(title)).toBe(400);
      expect(res.json().errors).toEqual({ title: M.titleInvisible });
    }
    expect((await apiAs(ctx, cookie).get(`/api/activities/${activity.id}`)).json().title).toBe('Canal loop');
    // Visible text beside invisible characters is a title.
    expect((await rename('\u200bHill repeats')).json().title).toBe('\u200bHill repeats');
  });

  it("a file's own name of only invisible characters gives way to the default title", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    // runGpx starts its runs at 07:00 UTC: a morning run.
    const res = await uploadFile(ctx.app, 'run.gpx', runGpx({ name: '\u200b\u200d' }).gpx, { cookie });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as UploadedActivity).activity.title).toBe('Morning Run');
  });
});
