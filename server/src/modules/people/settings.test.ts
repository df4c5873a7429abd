import { DEFAULT_SETTINGS as CHOICES } from '@common/schemas/settings';
import { METRIC_UNITS } from '@common/units';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { buildPrivacyCast } from '../../test/factories/people';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
/** What GET /api/settings answers a new member: the spec's choices and metric units. */
const DEFAULT_SETTINGS = { ...CHOICES, units: METRIC_UNITS };

describe('GET|PUT /api/settings', () => {
  it("starts from the spec's defaults and stores each change for the member only", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const { cookie: otherCookie } = await buildSignedInUser(ctx.db);
    expect((await apiAs(ctx, cookie).get('/api/settings')).json()).toEqual(DEFAULT_SETTINGS);

    const res = await apiAs(ctx, cookie).put('/api/settings', {
      privacy: { profileVisibility: 'public', locationSharing: 'private' },
      notifications: { marketing: 'email', likesComments: 'none' },
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      ...DEFAULT_SETTINGS,
      privacy: { ...DEFAULT_SETTINGS.privacy, profileVisibility: 'public', locationSharing: 'private' },
      notifications: { ...DEFAULT_SETTINGS.notifications, marketing: 'email', likesComments: 'none' },
    };
    expect(res.json()).toEqual(expected);
    expect((await apiAs(ctx, cookie).get('/api/settings')).json()).toEqual(expected);
    expect((await apiAs(ctx, otherCookie).get('/api/settings')).json()).toEqual(DEFAULT_SETTINGS);
  });

  it('refuses values outside the vocabulary with 400 and stores nothing', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const res = await apiAs(ctx, cookie).put('/api/settings', {
      privacy: { profileVisibility: 'everyone', fitnessMetrics: 'public' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('privacy');
    expect((await apiAs(ctx, cookie).get('/api/settings')).json()).toEqual(DEFAULT_SETTINGS);
  });

  it('stores kg/lb and km/mi choices, carries them on the signed-in user, and refuses other units', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const call = apiAs(ctx, cookie);
    const res = await call.put('/api/settings', { units: { weight: 'lb' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().units).toEqual({ weight: 'lb', distance: 'km' });
    expect((await call.put('/api/settings', { units: { distance: 'mi' } })).json().units).toEqual({
      weight: 'lb',
      distance: 'mi',
    });
    expect((await call.get('/api/auth/user')).json().units).toEqual({ weight: 'lb', distance: 'mi' });

    const bad = await call.put('/api/settings', { units: { weight: 'stone' } });
    expect(bad.statusCode).toBe(400);
    expect((await call.get('/api/settings')).json().units).toEqual({ weight: 'lb', distance: 'mi' });
  });

  it('answers 401 to visitors', async () => {
    expect((await apiAs(ctx).get('/api/settings')).statusCode).toBe(401);
    expect((await apiAs(ctx).put('/api/settings', { privacy: { profileVisibility: 'public' } })).statusCode).toBe(401);
  });

  it('takes effect: a member who goes public is seen in full by a stranger, and private hides it again', async () => {
    const { owner, stranger } = await buildPrivacyCast(ctx.db, { bio: 'Open book', fitnessGoal: 'endurance' });
    const profile = () => apiAs(ctx, stranger.cookie).get(`/api/users/${owner.user.id}`);
    expect((await profile()).json().bio).toBeNull();
    await apiAs(ctx, owner.cookie).put('/api/settings', { privacy: { profileVisibility: 'public' } });
    expect((await profile()).json()).toMatchObject({ bio: 'Open book', fitnessGoal: 'endurance' });
    await apiAs(ctx, owner.cookie).put('/api/settings', { privacy: { profileVisibility: 'private' } });
    expect((await profile()).json()).toMatchObject({ bio: null, detailsHidden: true });
  });
});
