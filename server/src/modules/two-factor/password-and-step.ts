import { SECURITY_MESSAGES as M } from '@common/security-texts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-errors';
import { limitCredentialAttempt, verifyPassword } from '../sessions';
import { findPasswordHash } from '../users';
import { checkSecondStep, type PassedStep, type SecondStep } from './check-second-step';
import { findTotp } from './repository';

/**
 * Turning two-step sign-in off or making new recovery codes: the member's password and a current
 * code (or a recovery code), each refused on its own field (400). Both attempts are rate limited.
 * Answers the step that passed: the action's own notice says when a recovery code confirmed it.
 */
export async function checkPasswordAndStep(
  request: FastifyRequest,
  userId: number,
  body: SecondStep & { password: string },
): Promise<PassedStep> {
  const { db } = request.server;
  if (!(await findTotp(db, userId))?.enabled) throw badRequest(M.totpNotOn);
  await limitCredentialAttempt(request, 'password', `member-${userId}`);
  const hash = await findPasswordHash(db, userId);
  if (!hash || !(await verifyPassword(hash, body.password))) {
    throw badRequest(M.passwordWrong, { password: M.passwordWrong });
  }
  const check = await checkSecondStep(request, userId, body);
  // Turned off by another request since the check above: the same answer as if it had been off.
  if (!check.ok && check.twoStepOff) throw badRequest(M.totpNotOn);
  if (!check.ok) throw badRequest(check.message, { [check.field]: check.message });
  return check;
}
