import type { ClaimBadge } from '@common/badges/catalog';
import { BADGE_MESSAGES as M } from '@common/badges-texts';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { transaction } from '../../db/pool';
import { conflict, notFound } from '../../lib/http-errors';
import { type AuditActor, recordAudit } from '../audit';
import { notifyOrLog } from '../notifications';
import { assertNotOwn } from './policies';
import {
  closeRequest,
  deleteClaimBadge,
  findRequest,
  insertClaimBadge,
  lockMember,
  lockPendingRequest,
  lockRequest,
  mirrorClaimFlag,
} from './repository';

// An admin's decisions about claim badges. Each change, the request it closes, the copy on
// users.is_trainer and the audit entry commit in one transaction on a locked member row; the
// member's notification follows the commit (a failed notification never undoes a decision).

const memberTarget = (member: { id: number; username: string }) => ({
  type: 'user' as const,
  id: member.id,
  label: member.username,
});

async function lockExisting(tx: pg.PoolClient, userId: number) {
  const member = await lockMember(tx, userId);
  if (!member) throw notFound(M.userNotFound);
  return member;
}

/**
 * A waiting request with its member's row, both locked, the member first (every decision locks
 * in that order, so a grant and a refusal of one request cannot deadlock): 404 unknown, 403 the
 * admin's own, 409 no longer waiting (decided or withdrawn meanwhile).
 */
async function lockWaiting(tx: pg.PoolClient, actor: AuditActor, requestId: number) {
  const seen = await findRequest(tx, requestId);
  if (!seen) throw notFound(M.requestNotFound);
  assertNotOwn(actor, seen.user_id);
  const member = await lockExisting(tx, seen.user_id);
  const request = (await lockRequest(tx, requestId))!;
  if (request.status !== 'pending') throw conflict(M.requestDecided);
  return { member, request };
}

/** Adds the badge, closes the request, copies the flag and audits, on the locked member. */
async function grantIn(
  tx: pg.PoolClient,
  actor: AuditActor,
  member: { id: number; username: string },
  badge: ClaimBadge,
  requestId: number | undefined,
): Promise<boolean> {
  const added = await insertClaimBadge(tx, member.id, badge, actor.id);
  if (requestId) await closeRequest(tx, requestId, { status: 'granted', decidedBy: actor.id });
  if (!added) return false;
  await mirrorClaimFlag(tx, member.id, badge, true);
  await recordAudit(tx, actor, 'badge.grant', memberTarget(member), { badge, ...(requestId && { requestId }) });
  return true;
}

const notifyGranted = (app: FastifyInstance, actor: AuditActor, userId: number, badge: ClaimBadge) =>
  notifyOrLog(app, { type: 'badge_granted', recipientId: userId, actorId: actor.id, badge });

/**
 * Grants a claim badge directly (the Users tab, POST /api/users/{id}/badges); the member's waiting
 * request for it, if any, is closed as granted too. False when they already held it.
 */
export async function grantBadge(app: FastifyInstance, actor: AuditActor, userId: number, badge: ClaimBadge) {
  assertNotOwn(actor, userId);
  const granted = await transaction(app.db, async (tx) => {
    const member = await lockExisting(tx, userId);
    return grantIn(tx, actor, member, badge, (await lockPendingRequest(tx, userId, badge))?.id);
  });
  if (granted) await notifyGranted(app, actor, userId, badge);
  return granted;
}

/** Takes a claim badge away (the Users tab). False when the member did not hold it. */
export async function revokeBadge(app: FastifyInstance, actor: AuditActor, userId: number, badge: ClaimBadge) {
  const revoked = await transaction(app.db, async (tx) => {
    const member = await lockExisting(tx, userId);
    if (!(await deleteClaimBadge(tx, userId, badge))) return false;
    await mirrorClaimFlag(tx, userId, badge, false);
    await recordAudit(tx, actor, 'badge.revoke', memberTarget(member), { badge });
    return true;
  });
  if (revoked) {
    await notifyOrLog(app, { type: 'badge_revoked', recipientId: userId, actorId: actor.id, badge });
  }
  return revoked;
}

/** The database side of granting a waiting request, in the caller's transaction (also the demo seed's). */
export async function grantRequestIn(tx: pg.PoolClient, actor: AuditActor, requestId: number) {
  const { member, request } = await lockWaiting(tx, actor, requestId);
  return { request, granted: await grantIn(tx, actor, member, request.badge, request.id) };
}

/** Grants the badge a waiting request asks for (the admin queue). */
export async function grantRequest(app: FastifyInstance, actor: AuditActor, requestId: number): Promise<void> {
  const { request, granted } = await transaction(app.db, (tx) => grantRequestIn(tx, actor, requestId));
  if (granted) await notifyGranted(app, actor, request.user_id, request.badge);
}

/** Refuses a waiting request, with an optional reason the member reads. */
export async function refuseRequest(
  app: FastifyInstance,
  actor: AuditActor,
  requestId: number,
  reason: string | null,
): Promise<void> {
  const request = await transaction(app.db, async (tx) => {
    const { member, request } = await lockWaiting(tx, actor, requestId);
    await closeRequest(tx, request.id, { status: 'refused', decidedBy: actor.id, reason });
    await recordAudit(tx, actor, 'badge.refuse', memberTarget(member), {
      badge: request.badge,
      requestId: request.id,
      ...(reason && { reason }),
    });
    return request;
  });
  await notifyOrLog(app, {
    type: 'badge_refused',
    recipientId: request.user_id,
    actorId: actor.id,
    badge: request.badge,
    detail: reason,
  });
}
