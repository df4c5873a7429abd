import { ACCOUNT_EMAIL_MESSAGES as M } from '@common/account-email-texts';
import { MESSAGES } from '@common/texts';
import type { FastifyInstance } from 'fastify';
import { transaction } from '../../db/pool';
import { badRequest, forbidden } from '../../lib/http-errors';
import { insertMailJob } from '../mail';
import { deleteUserSessions, revokeAllApiTokens } from '../sessions';
import { findRecipient, setPasswordFromReset } from './account-repository';
import { ACCOUNT_MAIL } from './kinds';
import { consumeToken, deleteTokens } from './tokens-repository';

const invalidLink = () => badRequest(M.resetLinkInvalid, { token: M.resetLinkInvalid });

/**
 * Sets the password from a reset link, in one transaction: the link is used up, every session of
 * the member ends (this browser gets a new one from the caller), their API tokens are revoked,
 * and the "your password was changed" notice is queued. Answers the member's id.
 */
export async function resetPassword(app: FastifyInstance, token: string, passwordHash: string): Promise<number> {
  const userId = await transaction(app.db, async (tx) => {
    const used = await consumeToken(tx, 'reset', token);
    if (!used || used.expired) throw invalidLink();
    const member = await findRecipient(tx, used.user_id, true);
    // A link sent to an address the account no longer has is void.
    if (!member || member.email.toLowerCase() !== used.email.toLowerCase()) throw invalidLink();
    if (member.suspended_at) throw forbidden(MESSAGES.accountSuspended);
    await setPasswordFromReset(tx, member.id, passwordHash);
    await deleteTokens(tx, 'reset', member.id);
    await deleteUserSessions(tx, member.id);
    await revokeAllApiTokens(tx, member.id);
    await insertMailJob(tx, { kind: ACCOUNT_MAIL.passwordChanged, userId: member.id, payload: { via: 'reset' } });
    return member.id;
  });
  app.mail.wake();
  // Open tabs of the ended sessions close now on every instance, not at their next heartbeat.
  await app.realtime.endSessions(userId);
  return userId;
}
