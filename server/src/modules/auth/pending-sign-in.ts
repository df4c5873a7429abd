import { SECURITY_LIMITS } from '@common/security-texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearFlowCookie, setFlowCookie } from '../../plugins/session';
import { countChallengeAttempt, createChallenge, findChallenge, takeChallenge } from '../sessions';

// The pending second step (issue 35): after a correct password, before the code. A short-lived
// server-side state bound to an httpOnly cookie; never a session, so nothing can be done with it
// but sending a few codes (SECURITY_LIMITS.secondStepAttempts) within 5 minutes.

const PENDING_COOKIE = 'fc_two_step';
const PENDING_SECONDS = SECURITY_LIMITS.pendingSignInMinutes * 60;

export async function askForSecondStep(request: FastifyRequest, reply: FastifyReply, userId: number) {
  const token = await createChallenge(request.server.db, 'two_factor', userId, null, PENDING_SECONDS);
  setFlowCookie(request, reply, PENDING_COOKIE, token, PENDING_SECONDS);
}

/** The member waiting for their second step in this browser; null when none or it expired. */
export async function pendingMember(request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
  const token = request.cookies[PENDING_COOKIE];
  if (!token) return null;
  const row = await findChallenge(request.server.db, 'two_factor', token);
  if (row && !row.expired && row.user_id !== null) return row.user_id;
  if (row) await takeChallenge(request.server.db, 'two_factor', token);
  clearFlowCookie(request, reply, PENDING_COOKIE);
  return null;
}

/**
 * Counts a code sent for this browser's pending second step: answers whether it is the last one
 * the pending sign-in takes (a wrong last code ends it), or null when it has had them all already.
 */
export async function countSecondStepAttempt(request: FastifyRequest): Promise<{ last: boolean } | null> {
  const token = request.cookies[PENDING_COOKIE];
  if (!token) return null;
  const max = SECURITY_LIMITS.secondStepAttempts;
  const attempt = await countChallengeAttempt(request.server.db, 'two_factor', token, max);
  return attempt === null ? null : { last: attempt >= max };
}

/** Ends the pending state (the second step passed, or failed for good); false if another request ended it first. */
export async function endPendingSignIn(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const token = request.cookies[PENDING_COOKIE];
  clearFlowCookie(request, reply, PENDING_COOKIE);
  if (!token) return false;
  const row = await takeChallenge(request.server.db, 'two_factor', token);
  return row !== undefined && !row.expired;
}
