import { DEFAULT_SETTINGS } from '@common/schemas/settings';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { buildPrivacyCast, callsAs } from '../../test/factories/people';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

describe('GET|PUT /api/settings', () => {
  it("starts from the spec's defaults and stores each change for the member only", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const { cookie: otherCookie } = await buildSignedInUser(ctx.db);
    expect((await callsAs(ctx, cookie).get('/api/settings')).json()).toEqual(DEFAULT_SETTINGS);

    const res = await callsAs(ctx, cookie).put('/api/settings', {
      privacy: { profileVisibility: 'public', locationSharing: 'private' },
      notifications: { marketing: 'email', likesComments: 'none' },
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      privacy: { ...DEFAULT_SETTINGS.privacy, profileVisibility: 'public', locationSharing: 'private' },
      notifications: { ...DEFAULT_SETTINGS.notifications, marketing: 'email', likesComments: 'none' },
    };
    expect(res.json()).toEqual(expected);
    expect((await callsAs(ctx, cookie).get('/api/settings')).json()).toEqual(expected);
    expect((await callsAs(ctx, otherCookie).get('/api/settings')).json()).toEqual(DEFAULT_SETTINGS);
  });

  it('refuses values outside the vocabulary with 400 and stores nothing', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await callsAs(ctx, cookie).put('/api/settings', {
      privacy: { profileVisibility: 'everyone', fitnessMetrics: 'public' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('privacy');
    expect((await callsAs(ctx, cookie).get('/api/settings')).json()).toEqual(DEFAULT_SETTINGS);
  });

  it('answers 401 to visitors', async () => {
    expect((await callsAs(ctx).get('/api/settings')).statusCode).toBe(401);
    expect((await callsAs(ctx).put('/api/settings', { privacy: { profileVisibility: 'public' } })).statusCode).toBe(
      401,
    );
  });

  it('takes effect: a member who goes public is seen in full by a stranger, and private hides it again', async () => {
    const { owner, stranger } = await buildPrivacyCast(ctx.db, { bio: 'Open book', fitnessGoal: 'endurance' });
    const profile = () => callsAs(ctx, stranger.cookie).get(`/api/users/${owner.user.id}`);
    expect((await profile()).json().bio).toBeNull();
    await callsAs(ctx, owner.cookie).put('/api/settings', { privacy: { profileVisibility: 'public' } });
    expect((await profile()).json()).toMatchObject({ bio: 'Open book', fitnessGoal: 'endurance' });
    await callsAs(ctx, owner.cookie).put('/api/settings', { privacy: { profileVisibility: 'private' } });
    expect((await profile()).json()).toMatchObject({ bio: null, detailsHidden: true });
  });
});
