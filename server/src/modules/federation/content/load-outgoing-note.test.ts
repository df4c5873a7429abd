import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../../test/api-client';
import { buildUser, sessionCookieFor } from '../../../test/factories';
import { uploadRun } from '../../../test/factories/activities';
import { buildPost, buildPublicUser, setPrivacy } from '../../../test/factories/posts';
import { buildLog, loadWorkoutLibrary } from '../../../test/factories/workouts';
import { useTestApp } from '../../../test/test-app';
import { loadOutgoingNote } from './load-outgoing-note';

const ctx = useTestApp();
const ORIGIN = 'https://fit.example';
beforeAll(() => loadWorkoutLibrary(ctx.db));

const note = (kind: 'post' | 'workout' | 'activity', id: number) => loadOutgoingNote(ctx.db, kind, String(id), ORIGIN);

describe('loadOutgoingNote', () => {
  it('a public post: escaped text with hashtag links, its photo with alt text, the author', async () => {
    const author = await buildPublicUser(ctx.db, { firstName: 'Ann', lastName: 'Lee' });
    const key = `${author.id}photo.jpg`;
    await ctx.db.query(
      `insert into media (key, user_id, kind, content_type, bytes, width, height) values ($1, $2, 'image', 'image/jpeg', 100, 1200, 900)`,
      [key, author.id],
    );
    const image = { url: `/uploads/${key}`, key };
    const postId = await buildPost(ctx.db, author.id, { content: 'Hill reps done <3 #Tempo', image });
    const n = await note('post', postId);
    expect(n).toMatchObject({
      kind: 'post',
      id: String(postId),
      url: `${ORIGIN}/profile/${author.username}`,
      contentHtml: `<p>Hill reps done &lt;3 <a href="${ORIGIN}/search?q=%23Tempo" class="mention hashtag" rel="tag">#<span>Tempo</span></a></p>`,
      summaryLine: null,
      hashtags: [{ name: '#Tempo', href: `${ORIGIN}/search?q=%23Tempo` }],
      attachments: [
        {
          url: `${ORIGIN}/uploads/${key}`,
          mediaType: 'image/jpeg',
          name: 'Photo shared by Ann Lee',
          width: 1200,
          height: 900,
        },
      ],
      updated: null,
      authorUserId: String(author.id),
    });
    expect(n?.published).toBeInstanceOf(Date);
  });

  it('never a post for friends or only me, of a private profile, of a member who opted out or is suspended', async () => {
    const author = await buildPublicUser(ctx.db);
    expect(await note('post', await buildPost(ctx.db, author.id, { audience: 'friends' }))).toBeNull();
    expect(await note('post', await buildPost(ctx.db, author.id, { audience: 'private' }))).toBeNull();
    const publicPost = await buildPost(ctx.db, author.id);
    expect(await note('post', publicPost)).not.toBeNull();

    await ctx.db.query('update user_settings set federation_enabled = false where user_id = $1', [author.id]);
    expect(await note('post', publicPost)).toBeNull();
    await ctx.db.query('update user_settings set federation_enabled = true where user_id = $1', [author.id]);
    await ctx.db.query('update users set suspended_at = now() where id = $1', [author.id]);
    expect(await note('post', publicPost)).toBeNull();

    // A profile for friends (the default) is on the fediverse, its followers approved one by one:
    // its public posts go; a private profile is not on the fediverse at all.
    const friendsProfile = await buildUser(ctx.db);
    expect(await note('post', await buildPost(ctx.db, friendsProfile.id))).not.toBeNull();
    const privateProfile = await buildUser(ctx.db);
    await setPrivacy(ctx.db, privateProfile.id, { profileVisibility: 'private' });
    expect(await note('post', await buildPost(ctx.db, privateProfile.id))).toBeNull();
    expect(await note('post', 99999999)).toBeNull();
    expect(await note('post', Number.NaN)).toBeNull();
  });

  it('a public workout share reads "Bench Press 3 × 5 at 100 kg" from the log, warm-ups left out', async () => {
    const author = await buildPublicUser(ctx.db);
    const cookie = await sessionCookieFor(ctx.db, author.id);
    const logId = await buildLog(ctx.db, author.id, {
      date: '2026-03-02',
      exercises: [
        {
          name: 'Bench Press',
          sets: [{ kind: 'warmup', reps: 10, weightKg: 40 }, ...Array(3).fill({ reps: 5, weightKg: 100 })],
        },
        {
          name: 'Back Squat',
          sets: [
            { reps: 5, weightKg: 120 },
            { reps: 3, weightKg: 140 },
          ],
        },
      ],
    });
    const shared = await apiAs(ctx, cookie).post(`/api/workout-logs/${logId}/share`, { audience: 'public' });
    expect(shared.statusCode, shared.body).toBe(201);
    const n = await note('workout', shared.json().postId);
    expect(n?.kind).toBe('workout');
    expect(n?.summaryLine).toBe('Bench Press 3 × 5 at 100 kg, Back Squat 2 sets, best 140 kg x 3');
    expect(n?.contentHtml).toContain('<p>Bench Press 3 × 5 at 100 kg, Back Squat 2 sets, best 140 kg x 3</p>');
    // A plain post is not a workout.
    expect(await note('workout', await buildPost(ctx.db, author.id))).toBeNull();

    const hidden = await buildLog(ctx.db, author.id, { date: '2026-03-03' });
    const friends = await apiAs(ctx, cookie).post(`/api/workout-logs/${hidden}/share`, { audience: 'friends' });
    expect(await note('workout', friends.json().postId)).toBeNull();
  });

  it("a public activity: title, summary line in the author's units, the route picture; a private one: null", async () => {
    const author = await buildPublicUser(ctx.db);
    const cookie = await sessionCookieFor(ctx.db, author.id);
    // 3 km at 3 m/s: 1000 s moving; 333.3 s per km.
    const run = await uploadRun(ctx.app, cookie, { km: 3, fields: { title: 'Canal #easy', visibility: 'public' } });
    const n = await note('activity', run.id);
    expect(n).toMatchObject({
      kind: 'activity',
      url: `${ORIGIN}/activities/${run.id}`,
      summaryLine: '3 km · 16:40 · 5:33 /km',
      hashtags: [{ name: '#easy' }],
      attachments: [
        {
          url: `${ORIGIN}/federation/route-pictures/${run.id}.png`,
          mediaType: 'image/png',
          name: expect.stringContaining('Map of the route of "Canal #easy" (run, 3 km)'),
          width: 800,
          height: 600,
        },
      ],
    });
    await ctx.db.query(`update users set distance_unit = 'mi' where id = $1`, [author.id]);
    // 3 km = 1.86 mi; 333.3 s/km × 1.609344 = 536.4 s/mi: 8:56.
    expect((await note('activity', run.id))?.summaryLine).toBe('1.86 mi · 16:40 · 8:56 /mi');

    const hidden = await uploadRun(ctx.app, cookie, { km: 2, startLat: 40, fields: { visibility: 'private' } });
    expect(await note('activity', hidden.id)).toBeNull();
    const friends = await uploadRun(ctx.app, cookie, { km: 2, startLat: 41, fields: { visibility: 'friends' } });
    expect(await note('activity', friends.id)).toBeNull();
  });
});
