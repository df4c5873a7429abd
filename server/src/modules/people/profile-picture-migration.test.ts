import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { makePng } from '../../test/media-files';
import { useTestApp } from '../../test/test-app';
import { saveUpload } from '../media';

const ctx = useTestApp();

const migration = readFileSync(
  new URL('../../db/migrations/0234_profile_pictures_only_uploads.sql', import.meta.url),
  'utf8',
);

describe('migration 0234: pictures on other sites', () => {
  it('clears a picture URL on another site (shown as initials) and keeps uploaded pictures', async () => {
    const outside = await buildUser(ctx.db, { profileImageUrl: 'https://evil.example/x.png' });
    const { user: uploader, cookie } = await buildSignedInUser(ctx.db);
    const upload = await saveUpload(ctx.app, { userId: uploader.id, target: 'profileImage', bytes: await makePng() });
    await apiAs(ctx, cookie).put(`/api/users/${uploader.id}`, { profileImageKey: upload.key });

    await ctx.db.query(migration);

    const { rows } = await ctx.db.query<{
      id: number;
      profile_image_url: string | null;
      profile_image_key: string | null;
    }>('select id, profile_image_url, profile_image_key from users where id = any($1) order by id', [
      [outside.id, uploader.id],
    ]);
    expect(rows).toEqual([
      { id: outside.id, profile_image_url: null, profile_image_key: null },
      { id: uploader.id, profile_image_url: upload.url, profile_image_key: upload.key },
    ]);
    const seen = await apiAs(ctx, cookie).get(`/api/users/${outside.id}`);
    expect(seen.json()).toMatchObject({ profileImageUrl: null, profilePicture: null });
  });
});
