import { BADGE_MESSAGES as M } from '@common/badges-texts';
import type { BadgeRequest, MemberBadges } from '@common/schemas/badges';
import type { AppNotification } from '@common/schemas/notifications';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { auditOf, buildAdmin } from '../../test/factories/admin';
import { badgeNotifications, buildBadgeRequest, heldBadges, trainerFlag } from '../../test/factories/badges';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const trainerRequest = { badge: 'certified_trainer', note: 'NASM CPT since 2019', link: 'https://example.com/cert/42' };

describe('a member requests Certified Trainer and an admin decides', () => {
  it('grants from the queue: the badge, the trainer mark, the audit entry and the notification', async () => {
    const member = await buildSignedInUser(ctx.db);
    const admin = await buildAdmin(ctx.db);
    const asked = await call('POST', '/api/badges/requests', member.cookie, trainerRequest);
    expect(asked.statusCode).toBe(201);
    const request = asked.json<BadgeRequest>();
    expect(request).toMatchObject({ status: 'pending', label: 'Certified Trainer', note: trainerRequest.note });
    // Asking again while it waits queues nothing more.
    const again = await call('POST', '/api/badges/requests', member.cookie, trainerRequest);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyPending('certified_trainer'));

    const queue = (await call('GET', '/api/admin/badge-requests', admin.cookie)).json<BadgeRequest[]>();
    expect(queue.find((r) => r.id === request.id)).toMatchObject({
      link: trainerRequest.link,
      user: { id: member.user.id, username: member.user.username, isTrainer: false },
    });
    const granted = await call('POST', `/api/admin/badge-requests/${request.id}/grant`, admin.cookie);
    expect(granted.statusCode).toBe(200);
    expect(granted.json<BadgeRequest>()).toMatchObject({ status: 'granted', decidedBy: admin.user.username });

    expect(await heldBadges(ctx.db, member.user.id)).toEqual(['certified_trainer']);
    expect(await trainerFlag(ctx.db, member.user.id)).toBe(true);
    expect(await auditOf(ctx.db, 'user', member.user.id)).toEqual([
      expect.objectContaining({
        action: 'badge.grant',
        actor_id: admin.user.id,
        detail: { badge: 'certified_trainer', requestId: request.id },
      }),
    ]);
    const notes = (await call('GET', '/api/notifications', member.cookie)).json<AppNotification[]>();
    expect(notes[0]).toMatchObject({
      type: 'badge_granted',
      actor: { id: admin.user.id },
      badge: 'certified_trainer',
      detail: null,
    });
    const profile = (await call('GET', `/api/users/${member.user.id}`, admin.cookie)).json();
    expect(profile.isTrainer).toBe(true);
    const badges = (await call('GET', `/api/users/${member.user.id}/badges`, admin.cookie)).json<MemberBadges>();
    expect(badges.badges.map((b) => b.label)).toEqual(['Certified Trainer']);
    // Decided once: a second decision is refused, and the member cannot ask for what they hold.
    expect((await call('POST', `/api/admin/badge-requests/${request.id}/refuse`, admin.cookie)).statusCode).toBe(409);
    const held = await call('POST', '/api/badges/requests', member.cookie, trainerRequest);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(M.alreadyHeld('certified_trainer'));
  });

  it('refuses with a reason the member reads; no badge; they may ask again later', async () => {
    const member = await buildSignedInUser(ctx.db);
    const admin = await buildAdmin(ctx.db);
    const request = (await call('POST', '/api/badges/requests', member.cookie, { badge: 'certified_trainer' })).json();
    const refused = await call('POST', `/api/admin/badge-requests/${request.id}/refuse`, admin.cookie, {
      reason: 'Please link your certificate',
    });
    expect(refused.json<BadgeRequest>()).toMatchObject({
      status: 'refused',
      decisionReason: 'Please link your certificate',
    });
    expect(await heldBadges(ctx.db, member.user.id)).toEqual([]);
    expect(await trainerFlag(ctx.db, member.user.id)).toBe(false);
    expect((await auditOf(ctx.db, 'user', member.user.id)).map((e) => [e.action, e.detail])).toEqual([
      ['badge.refuse', { badge: 'certified_trainer', requestId: request.id, reason: 'Please link your certificate' }],
    ]);
    expect(await badgeNotifications(ctx.db, member.user.id)).toEqual([
      {
        type: 'badge_refused',
        actor_id: admin.user.id,
        badge: 'certified_trainer',
        detail: 'Please link your certificate',
      },
    ]);
    const mine = (await call('GET', '/api/badges/requests', member.cookie)).json<BadgeRequest[]>();
    expect(mine[0]).toMatchObject({
      id: request.id,
      status: 'refused',
      decisionReason: 'Please link your certificate',
    });
    expect((await call('POST', '/api/badges/requests', member.cookie, trainerRequest)).statusCode).toBe(201);
  });

  it('lets the member withdraw a waiting request, which an admin can then no longer grant', async () => {
    const member = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const admin = await buildAdmin(ctx.db);
    const id = await buildBadgeRequest(ctx.db, member.user.id);
    expect((await call('DELETE', `/api/badges/requests/${id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/badges/requests/${id}`, member.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/badges/requests/${id}`, member.cookie)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/badge-requests/${id}/grant`, admin.cookie)).statusCode).toBe(409);
    expect(await heldBadges(ctx.db, member.user.id)).toEqual([]);
    const withdrawn = (await call('GET', '/api/admin/badge-requests?status=withdrawn', admin.cookie)).json();
    expect(withdrawn.map((r: BadgeRequest) => r.id)).toContain(id);
  });

  it('an admin never decides their own request; unknown requests are 404', async () => {
    const admin = await buildAdmin(ctx.db);
    const id = await buildBadgeRequest(ctx.db, admin.user.id);
    const own = await call('POST', `/api/admin/badge-requests/${id}/grant`, admin.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(M.ownRequest);
    expect((await call('POST', `/api/admin/badge-requests/${id}/refuse`, admin.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/badge-requests/999999/grant', admin.cookie)).statusCode).toBe(404);
    // Another admin can.
    const second = await buildAdmin(ctx.db);
    expect((await call('POST', `/api/admin/badge-requests/${id}/grant`, second.cookie)).statusCode).toBe(200);
  });

  it('keeps the queue to admins: 401 for visitors, 403 for members', async () => {
    const member = await buildSignedInUser(ctx.db);
    const id = await buildBadgeRequest(ctx.db, member.user.id);
    expect((await call('GET', '/api/admin/badge-requests')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/badge-requests', member.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/badge-requests/${id}/grant`, member.cookie)).statusCode).toBe(403);
    expect(await heldBadges(ctx.db, member.user.id)).toEqual([]);
    expect((await call('POST', '/api/badges/requests', undefined, trainerRequest)).statusCode).toBe(401);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const member = await buildSignedInUser(ctx.db);
    const ask = (body: object) => call('POST', '/api/badges/requests', member.cookie, body);
    const longNote = await ask({ badge: 'certified_trainer', note: 'x'.repeat(501) });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().errors.note).toBe(M.noteMax);
    const script = await ask({ badge: 'certified_trainer', link: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect(script.json().errors.link).toBe(M.linkInvalid);
    expect((await ask({ badge: 'wizard' })).json().errors.badge).toBe(M.badgeUnknown);
    expect((await call('GET', '/api/badges/requests', member.cookie)).json()).toEqual([]);
  });
});

describe('text that shows nothing is no text', () => {
  it('keeps a note or a refusal reason of only invisible characters as none, not as a blank', async () => {
    const member = await buildSignedInUser(ctx.db);
    const admin = await buildAdmin(ctx.db);
    // Zero-width space, word joiner and byte-order mark: trim() leaves them.
    const blank = ' \u200b\u2060\ufeff ';
    const asked = await call('POST', '/api/badges/requests', member.cookie, {
      badge: 'certified_trainer',
      note: blank,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<BadgeRequest>().note).toBeNull();
    const refused = await call('POST', `/api/admin/badge-requests/${asked.json().id}/refuse`, admin.cookie, {
      reason: blank,
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json<BadgeRequest>().decisionReason).toBeNull();
    expect((await badgeNotifications(ctx.db, member.user.id))[0].detail).toBeNull();
  });
});

describe('the Users tab trainer action follows the same flow', () => {
  it('a direct grant closes the waiting request; revoking removes the badge; both audited and notified', async () => {
    const member = await buildSignedInUser(ctx.db);
    const admin = await buildAdmin(ctx.db);
    const id = await buildBadgeRequest(ctx.db, member.user.id);
    const granted = await call('POST', `/api/admin/users/${member.user.id}/trainer`, admin.cookie);
    expect(granted.json().isTrainer).toBe(true);
    const mine = (await call('GET', '/api/badges/requests', member.cookie)).json<BadgeRequest[]>();
    expect(mine[0]).toMatchObject({ id, status: 'granted' });
    const revoked = await call('DELETE', `/api/admin/users/${member.user.id}/trainer`, admin.cookie);
    expect(revoked.json().isTrainer).toBe(false);
    expect(await heldBadges(ctx.db, member.user.id)).toEqual([]);
    expect(await trainerFlag(ctx.db, member.user.id)).toBe(false);
    expect((await auditOf(ctx.db, 'user', member.user.id)).map((e) => e.action)).toEqual([
      'badge.grant',
      'badge.revoke',
    ]);
    expect((await badgeNotifications(ctx.db, member.user.id)).map((n) => n.type)).toEqual([
      'badge_granted',
      'badge_revoked',
    ]);
  });

  it('an admin does not certify themselves from the Users tab either', async () => {
    const admin = await buildAdmin(ctx.db);
    expect((await call('POST', `/api/admin/users/${admin.user.id}/trainer`, admin.cookie)).statusCode).toBe(403);
    expect(await trainerFlag(ctx.db, admin.user.id)).toBe(false);
  });
});
