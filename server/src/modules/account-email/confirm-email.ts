import { ACCOUNT_EMAIL_MESSAGES as M } from '@common/account-email-texts';
import type { FastifyInstance } from 'fastify';
import { transaction } from '../../db/pool';
import { badRequest, conflict } from '../../lib/http-errors';
import { insertMailJob } from '../mail';
import { findRecipient, markEmailVerified, replaceEmail } from './account-repository';
import { ACCOUNT_MAIL } from './kinds';
import { consumeToken, deleteTokens } from './tokens-repository';

const invalidLink = () => badRequest(M.verifyLinkInvalid, { token: M.verifyLinkInvalid });
const UNIQUE_VIOLATION = '23505';

export interface ConfirmedEmail {
  userId: number;
  email: string;
  changed: boolean;
}

/**
 * Uses a confirmation link. For the account's own address it marks it confirmed; for the new
 * address the member asked for, that address replaces the old one only now, and the old one
 * (when it was confirmed: it is theirs) is told. Reset links sent to the old address stop working.
 */
export async function confirmEmail(app: FastifyInstance, token: string): Promise<ConfirmedEmail> {
  const result = await transaction(app.db, async (tx) => {
    const used = await consumeToken(tx, 'verify', token);
    if (!used || used.expired) throw invalidLink();
    const member = await findRecipient(tx, used.user_id, true);
    if (!member) throw invalidLink();
    const address = used.email.toLowerCase();
    if (address === member.email.toLowerCase()) {
      await markEmailVerified(tx, member.id);
      return { userId: member.id, email: member.email, changed: false };
    }
    // Only the change still waiting: a link for an address asked for earlier and replaced since is void.
    if (address !== member.pending_email?.toLowerCase()) throw invalidLink();
    try {
      await replaceEmail(tx, member.id, used.email);
    } catch (err) {
      if ((err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
      throw conflict(M.emailInUse, { email: M.emailInUse });
    }
    await deleteTokens(tx, 'reset', member.id);
    if (member.email_verified_at) {
      await insertMailJob(tx, {
        kind: ACCOUNT_MAIL.emailChanged,
        userId: member.id,
        payload: { oldEmail: member.email },
      });
    }
    return { userId: member.id, email: used.email, changed: true };
  });
  app.mail.wake();
  return result;
}
