import { ADMIN_MESSAGES } from '@common/admin-texts';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { transaction } from '../../db/pool';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { assertActionableMember } from '../access';
import { type AuditActor, recordAudit } from '../audit';
import { grantBadge, revokeBadge } from '../badges';
import { deleteUserSessions } from '../sessions';
import {
  type AdminUserRow,
  findAdminUser,
  isSeniorAdmin,
  lockAdmins,
  lockAdminUser,
  updateAdminFlags,
} from './users-repository';

// What an admin does to a member's account. Each change and its audit entry commit together;
// checks read rows locked in the same transaction, so two admins acting at once cannot break a
// rule between the check and the write.

const userTarget = (row: AdminUserRow) => ({ type: 'user' as const, id: row.id, label: row.username });

async function lockExisting(tx: pg.PoolClient, userId: number): Promise<AdminUserRow> {
  const user = await lockAdminUser(tx, userId);
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
  return user;
}

export function makeAdmin(db: pg.Pool, actor: AuditActor, userId: number): Promise<AdminUserRow> {
  return transaction(db, async (tx) => {
    const user = await lockExisting(tx, userId);
    if (user.is_admin) return user;
    if (user.suspended_at) throw conflict(ADMIN_MESSAGES.suspendedNotPromotable);
    const updated = await updateAdminFlags(tx, userId, { is_admin: true });
    await recordAudit(tx, actor, 'user.make_admin', userTarget(updated));
    return updated;
  });
}

/**
 * Never the last admin: every admin row is locked first, so concurrent revokes see each other.
 * Never an admin senior to the actor (decision 0038); stepping down oneself is always allowed.
 */
export function revokeAdmin(db: pg.Pool, actor: AuditActor, userId: number): Promise<AdminUserRow> {
  return transaction(db, async (tx) => {
    const admins = await lockAdmins(tx);
    // The actor may have lost the role while this request waited for the lock.
    if (!admins.includes(actor.id)) throw forbidden(ADMIN_MESSAGES.accessDenied);
    const user = await lockExisting(tx, userId);
    if (!user.is_admin) return user;
    if (!admins.some((id) => id !== userId)) throw conflict(ADMIN_MESSAGES.lastAdmin);
    // Only of admins made after them: a new (or taken over) admin cannot strip the ones before.
    if (userId !== actor.id && (await isSeniorAdmin(tx, userId, actor.id))) {
      throw forbidden(ADMIN_MESSAGES.seniorAdmin);
    }
    const updated = await updateAdminFlags(tx, userId, { is_admin: false });
    await recordAudit(tx, actor, 'user.revoke_admin', userTarget(updated));
    return updated;
  });
}

/**
 * Suspends inside the caller's transaction: the flag and reason, every session of the member
 * (their cookies stop working at once) and the audit entry; nothing for a suspended member. The caller ends their open sockets
 * with `app.realtime.endSessions` after the commit.
 */
export async function suspendIn(
  tx: pg.PoolClient,
  actor: AuditActor,
  userId: number,
  reason: string | null,
  detail?: Record<string, unknown>,
): Promise<AdminUserRow> {
  if (userId === actor.id) throw conflict(ADMIN_MESSAGES.notYourself);
  const user = await lockExisting(tx, userId);
  assertActionableMember(actor, user);
  // Already suspended (a second report about them, another admin first): the suspension stands
  // as it was, its reason and audit entry with it, as unsuspending twice does nothing.
  if (user.suspended_at) return user;
  const updated = await updateAdminFlags(tx, userId, { suspended: { reason } });
  await deleteUserSessions(tx, userId);
  await recordAudit(tx, actor, 'user.suspend', userTarget(updated), { ...(reason && { reason }), ...detail });
  return updated;
}

export function unsuspend(db: pg.Pool, actor: AuditActor, userId: number): Promise<AdminUserRow> {
  return transaction(db, async (tx) => {
    const user = await lockExisting(tx, userId);
    if (!user.suspended_at) return user;
    const updated = await updateAdminFlags(tx, userId, { suspended: null });
    await recordAudit(tx, actor, 'user.unsuspend', userTarget(updated));
    return updated;
  });
}

/**
 * The Certified Trainer badge from the Users tab (DECISIONS D11): the same decision as granting
 * the member's request from the queue (which it closes), audited and notified by the badges domain.
 */
export async function setTrainer(
  app: FastifyInstance,
  actor: AuditActor,
  userId: number,
  trainer: boolean,
): Promise<AdminUserRow> {
  if (trainer) await grantBadge(app, actor, userId, 'certified_trainer');
  else await revokeBadge(app, actor, userId, 'certified_trainer');
  const user = await findAdminUser(app.db, userId);
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
  return user;
}

export { assertActionableMember };
