import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { makePng } from '../../test/media-files';
import { useTestApp } from '../../test/test-app';
import { deleteMedia, deleteMediaOwnedBy, saveUpload, sweepOrphanMedia } from '.';

const ctx = useTestApp();

const saveImageFor = async (userId: number) => saveUpload(ctx.app, { userId, target: 'media', bytes: await makePng() });
const rowExists = async (key: string) =>
  (await ctx.db.query('select 1 from media where key = $1', [key])).rowCount === 1;
const fileExists = async (key: string) => (await ctx.app.media.stat(key)) !== null;

describe('deleteMedia', () => {
  it('removes the files and their rows, and serving them then answers 404', async () => {
    const user = await buildUser(ctx.db);
    const a = await saveImageFor(user.id);
    const b = await saveImageFor(user.id);
    expect(await fileExists(a.key)).toBe(true);

    expect(await deleteMedia(ctx.app, [a.key, b.key])).toBe(2);
    for (const key of [a.key, b.key]) {
      expect(await fileExists(key)).toBe(false);
      expect(await rowExists(key)).toBe(false);
    }
    expect((await ctx.app.inject({ url: a.url })).statusCode).toBe(404);
  });

  it('can be run again, and ignores empty values and anything that is not a media key', async () => {
    const user = await buildUser(ctx.db);
    const a = await saveImageFor(user.id);
    await deleteMedia(ctx.app, [a.key]);
    expect(await deleteMedia(ctx.app, [a.key, null, undefined, '', '../../etc/passwd', 'https://x.test/a.png'])).toBe(
      0,
    );
  });
});

describe('deleteMediaOwnedBy', () => {
  it("removes every file of one member and nobody else's", async () => {
    const leaving = await buildUser(ctx.db);
    const staying = await buildUser(ctx.db);
    const gone = [await saveImageFor(leaving.id), await saveImageFor(leaving.id)];
    const kept = await saveImageFor(staying.id);

    expect(await deleteMediaOwnedBy(ctx.app, leaving.id)).toBe(2);
    for (const m of gone) expect(await fileExists(m.key)).toBe(false);
    expect(await fileExists(kept.key)).toBe(true);
    expect(await rowExists(kept.key)).toBe(true);
  });
});

describe('sweepOrphanMedia', () => {
  const age = (key: string, hours: number) =>
    ctx.db.query(`update media set created_at = now() - make_interval(hours => $2) where key = $1`, [key, hours]);

  it('removes old uploads nothing uses, and keeps post media, profile pictures and recent uploads', async () => {
    const user = await buildUser(ctx.db);
    const [abandoned, onPost, onProfile, recent] = [
      await saveImageFor(user.id),
      await saveImageFor(user.id),
      await saveImageFor(user.id),
      await saveImageFor(user.id),
    ];
    for (const m of [abandoned, onPost, onProfile]) await age(m.key, 25);
    await age(recent.key, 23);
    await ctx.db.query(
      `insert into posts (user_id, content, audience, image_url, image_key) values ($1, 'with a photo', 'public', $2, $3)`,
      [user.id, onPost.url, onPost.key],
    );
    await ctx.db.query('update users set profile_image_key = $2, profile_image_url = $3 where id = $1', [
      user.id,
      onProfile.key,
      onProfile.url,
    ]);

    expect(await sweepOrphanMedia(ctx.app)).toBeGreaterThanOrEqual(1);
    expect(await fileExists(abandoned.key)).toBe(false);
    expect(await rowExists(abandoned.key)).toBe(false);
    for (const kept of [onPost, onProfile, recent]) {
      expect(await fileExists(kept.key)).toBe(true);
      expect(await rowExists(kept.key)).toBe(true);
    }
    // Nothing left to do: a second run removes nothing of these.
    await sweepOrphanMedia(ctx.app);
    for (const kept of [onPost, onProfile, recent]) expect(await rowExists(kept.key)).toBe(true);
  });
});
