import { BADGE_MESSAGES as M } from '@common/badges-texts';
import type { MemberBadges } from '@common/schemas/badges';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { auditOf, buildAdmin } from '../../test/factories/admin';
import { heldBadges, trainerFlag } from '../../test/factories/badges';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie } });

describe('no member sets a badge on themselves (DECISIONS D11)', () => {
  it('refuses Certified Trainer through the profile with 403 and changes nothing', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const viaProfile = await call('PUT', `/api/users/${user.id}`, cookie, { isTrainer: true, bio: 'Coach' });
    expect(viaProfile.statusCode).toBe(403);
    expect(viaProfile.json().message).toBe(M.profileCannotSetBadges);
    const viaList = await call('PUT', `/api/users/${user.id}`, cookie, { badges: ['certified_trainer'] });
    expect(viaList.statusCode).toBe(403);
    expect(await trainerFlag(ctx.db, user.id)).toBe(false);
    expect(await heldBadges(ctx.db, user.id)).toEqual([]);
    // The whole edit was refused: the bio did not change either.
    expect((await call('GET', `/api/users/${user.id}`, cookie)).json().bio).toBeNull();
    // An unchanged flag, as older clients send with every edit, is not a change.
    expect((await call('PUT', `/api/users/${user.id}`, cookie, { isTrainer: false, bio: 'Hi' })).statusCode).toBe(200);
  });

  it('refuses Certified Trainer through the badges API with 403', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const direct = await call('POST', `/api/users/${user.id}/badges`, cookie, { badge: 'certified_trainer' });
    expect(direct.statusCode).toBe(403);
    expect(direct.json().message).toBe(M.claimNotSelfService('certified_trainer'));
    expect(await heldBadges(ctx.db, user.id)).toEqual([]);
    expect(await trainerFlag(ctx.db, user.id)).toBe(false);
  });

  it('refuses a member who grants themselves an earned badge, by any route', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const direct = await call('POST', `/api/users/${user.id}/badges`, cookie, { badge: 'first_workout' });
    expect(direct.statusCode).toBe(403);
    expect(direct.json().message).toBe(M.earnedNotGrantable('first_workout'));
    const asked = await call('POST', '/api/badges/requests', cookie, { badge: 'personal_record' });
    expect(asked.statusCode).toBe(403);
    expect(asked.json().message).toBe(M.earnedNotGrantable('personal_record'));
    expect(await heldBadges(ctx.db, user.id)).toEqual([]);
  });

  it('admins grant claim badges directly but never earned ones, and a member never revokes', async () => {
    const member = await buildSignedInUser(ctx.db);
    const admin = await buildAdmin(ctx.db);
    const earned = await call('POST', `/api/users/${member.user.id}/badges`, admin.cookie, { badge: 'ten_workouts' });
    expect(earned.statusCode).toBe(403);
    const granted = await call('POST', `/api/users/${member.user.id}/badges`, admin.cookie, {
      badge: 'certified_trainer',
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json<MemberBadges>().badges.map((b) => b.badge)).toEqual(['certified_trainer']);
    expect(await trainerFlag(ctx.db, member.user.id)).toBe(true);
    const drop = await call('DELETE', `/api/users/${member.user.id}/badges/certified_trainer`, member.cookie);
    expect(drop.statusCode).toBe(403);
    expect(await heldBadges(ctx.db, member.user.id)).toEqual(['certified_trainer']);
    const revoke = await call('DELETE', `/api/users/${member.user.id}/badges/certified_trainer`, admin.cookie);
    expect(revoke.statusCode).toBe(204);
    expect(await trainerFlag(ctx.db, member.user.id)).toBe(false);
    expect((await auditOf(ctx.db, 'user', member.user.id)).map((e) => e.action)).toEqual([
      'badge.grant',
      'badge.revoke',
    ]);
  });

  it('even an admin does not set badges through the profile', async () => {
    const member = await buildSignedInUser(ctx.db);
    const admin = await buildAdmin(ctx.db);
    expect((await call('PUT', `/api/users/${member.user.id}`, admin.cookie, { isTrainer: true })).statusCode).toBe(403);
    expect(await trainerFlag(ctx.db, member.user.id)).toBe(false);
  });
});
