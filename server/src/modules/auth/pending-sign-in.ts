import { SECURITY_LIMITS } from '@common/security-texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearFlowCookie, setFlowCookie } from '../../plugins/session';
import { createChallenge, findChallenge, takeChallenge } from '../sessions';

// The pending second step (issue 35): after a correct password, before the code. A short-lived
// server-side state bound to an httpOnly cookie; never a session, so nothing can be done with it
// but sending a code within 5 minutes.

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

/** Ends the pending state (the second step passed); false if another request ended it first. */
export async function endPendingSignIn(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const token = request.cookies[PENDING_COOKIE];
  clearFlowCookie(request, reply, PENDING_COOKIE);
  if (!token) return false;
  const row = await takeChallenge(request.server.db, 'two_factor', token);
  return row !== undefined && !row.expired;
}
