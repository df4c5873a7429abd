import { describe, expect, it } from 'vitest';
import { downloadExport, textOf } from '../../test/export-zip';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { addClubMember, buildClub, challengeBody } from '../../test/factories/clubs';
import { block } from '../../test/factories/moderation';
import { buildPost, commentAs } from '../../test/factories/posts';
import { createSegment, uploadWalk, walk } from '../../test/factories/segments';
import { enableTwoFactor } from '../../test/factories/two-factor';
import { useTestApp } from '../../test/test-app';

// What the member did in the modules that came after the export (clubs, challenges, segments)
// and how they set up their account (privacy zones, passkeys, two-step sign-in, coach, training)
// is theirs too: the export holds it, and never a key, a secret or another member's data.

const ctx = useTestApp();
const STRAIGHT: [number, number][] = [
  [0, 0],
  [0, 3000],
];

async function exportedDocument(cookie: string, userId: number) {
  const { res, files } = await downloadExport(ctx, cookie, userId);
  expect(res.statusCode).toBe(200);
  return { doc: JSON.parse(textOf(files['fitcircle-export.json'])), all: Object.values(files).map(textOf).join('\n') };
}

describe('Download my data: the newer modules', () => {
  it('holds the clubs, challenges, segments and segment efforts of the member, not of others', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const other = await buildUser(ctx.db);
    const theirClub = await buildClub(ctx.db, other.id, { name: 'Dawn Patrol' });
    await addClubMember(ctx.db, theirClub, user.id);
    await buildClub(ctx.db, user.id, { name: 'Track Tuesdays' });
    await buildClub(ctx.db, other.id, { name: 'Not my club' });
    const { title, metric, sport, startsOn, endsOn, timeZone } = challengeBody({ title: 'Spring distance' });
    const { rows } = await ctx.db.query<{ id: number }>(
      `insert into challenges (creator_id, title, metric, sport, starts_on, ends_on, time_zone)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [other.id, title, metric, sport, startsOn, endsOn, timeZone],
    );
    await ctx.db.query(`insert into challenge_participants (challenge_id, user_id, time_zone) values ($1, $2, 'UTC')`, [
      rows[0].id,
      user.id,
    ]);
    const activity = await uploadWalk(ctx.app, cookie, walk(STRAIGHT, { speed: 3, origin: { lat: 52.1, lng: 4.3 } }));
    await createSegment(ctx.app, cookie, { activityId: activity.id, startM: 100, endM: 1000, name: 'Dyke climb' });
    const efforts = await ctx.db.query('select 1 from segment_efforts where user_id = $1', [user.id]);

    const { doc } = await exportedDocument(cookie, user.id);
    expect(doc.clubs).toEqual([
      expect.objectContaining({ club: 'Dawn Patrol', role: 'member', status: 'active' }),
      expect.objectContaining({ club: 'Track Tuesdays', role: 'owner', status: 'active' }),
    ]);
    expect(doc.challenges).toEqual([expect.objectContaining({ title: 'Spring distance', metric: 'distance' })]);
    expect(doc.segments).toEqual([expect.objectContaining({ name: 'Dyke climb' })]);
    expect(doc.segmentEfforts).toHaveLength(efforts.rowCount ?? 0);
    expect(doc.segmentEfforts.length).toBeGreaterThan(0);
    expect(doc.segmentEfforts[0]).toMatchObject({ segment: 'Dyke climb', elapsedSeconds: expect.any(Number) });
  });

  it('holds privacy zones, passkey names, two-step state and coach and training settings, no secret', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    await ctx.db.query(
      `insert into privacy_zones (user_id, label, home_lat, home_lng, home_radius_m, lat, lng, radius_m)
       values ($1, 'Home', 52.1, 4.3, 300, 52.1012, 4.3021, 520)`,
      [user.id],
    );
    await ctx.db.query(
      `insert into passkeys (user_id, credential_id, public_key, name) values ($1, 'cred-SECRET-id', '\\x0102', 'Laptop')`,
      [user.id],
    );
    await enableTwoFactor(ctx.db, user.id);
    await ctx.db.query(`insert into two_factor_recovery_codes (user_id, code_hash) values ($1, 'hash-SECRET')`, [
      user.id,
    ]);
    await ctx.db.query(
      `insert into training_settings (user_id, max_heart_rate, resting_heart_rate) values ($1, 188, 52)`,
      [user.id],
    );

    const { doc, all } = await exportedDocument(cookie, user.id);
    // The circle the member drew, not the larger one others' views are cut at.
    expect(doc.privacyZones).toEqual([expect.objectContaining({ label: 'Home', lat: 52.1, lng: 4.3, radiusM: 300 })]);
    expect(doc.passkeys).toEqual([expect.objectContaining({ name: 'Laptop' })]);
    expect(doc.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 1 });
    expect(doc.trainingSettings).toMatchObject({ maxHeartRate: 188, restingHeartRate: 52 });
    expect(doc).toHaveProperty('coachSettings', null);
    expect(all).not.toMatch(/SECRET|520|52\.1012/);
    const { rows } = await ctx.db.query('select secret_ciphertext from two_factor_totp where user_id = $1', [user.id]);
    expect(all).not.toContain(rows[0].secret_ciphertext);
  });
});

describe('Download my data: comments on the member’s posts', () => {
  it('leaves out the comments the member is not shown: a member blocked either way, a suspended one', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const [friend, blocker, blocked, suspended] = await Promise.all([1, 2, 3, 4].map(() => buildUser(ctx.db)));
    const postId = await buildPost(ctx.db, user.id, { content: 'Leg day done' });
    await commentAs(ctx.db, friend.id, postId, 'Strong work!');
    await commentAs(ctx.db, blocker.id, postId, 'Said before they blocked you');
    await commentAs(ctx.db, blocked.id, postId, 'Said before you blocked them');
    await commentAs(ctx.db, suspended.id, postId, 'Said before their suspension');
    await block(ctx.db, blocker.id, user.id);
    await block(ctx.db, user.id, blocked.id);
    await ctx.db.query('update users set suspended_at = now() where id = $1', [suspended.id]);

    const { doc, all } = await exportedDocument(cookie, user.id);
    // The same comments as the post's own list shows the member.
    expect(doc.posts[0].comments).toEqual([expect.objectContaining({ author: friend.username })]);
    expect(all).not.toMatch(/Said before/);
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/posts/${postId}/comments`, headers: { cookie } });
    expect(shown.json()).toEqual(expect.arrayContaining([expect.objectContaining({ content: 'Strong work!' })]));
    expect(shown.body).not.toMatch(/Said before/);
  });
});
