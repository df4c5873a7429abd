import { SECURITY_MESSAGES as M } from '@common/security-texts';
import type { FastifyRequest } from 'fastify';
import { queueSecurityNotice } from '../account-email';
import { limitCredentialAttempt, type SecondFactor } from '../sessions';
import { recoveryCodeHasher } from './recovery-codes';
import { countRecoveryCodesLeft, findTotp, useRecoveryCode, useTimeStep } from './repository';
import { openSecret } from './secret-box';
import { matchingStep } from './totp';

export interface SecondStep {
  code?: string;
  recoveryCode?: string;
}

export type StepCheck =
  | { ok: true; factor: Extract<SecondFactor, 'code' | 'recovery_code'> }
  | { ok: false; field: 'code' | 'recoveryCode'; message: string };

/**
 * Checks a code from the authenticator app, or a recovery code, for a member who has two-step
 * sign-in on. Attempts are limited per account and per address like passwords; a code's time
 * step is accepted once; a recovery code works once and its use is emailed to the member.
 */
export async function checkSecondStep(request: FastifyRequest, userId: number, step: SecondStep): Promise<StepCheck> {
  const { db } = request.server;
  await limitCredentialAttempt(request, 'two-factor', `member-${userId}`);
  if (step.code !== undefined) {
    const totp = await findTotp(db, userId);
    if (!totp?.enabled) return { ok: false, field: 'code', message: M.codeWrong };
    const matched = matchingStep(await openSecret(db, totp.secret_ciphertext), step.code, Date.now());
    if (matched === null || !(await useTimeStep(db, userId, matched, false))) {
      return { ok: false, field: 'code', message: M.codeWrong };
    }
    return { ok: true, factor: 'code' };
  }
  const hash = await recoveryCodeHasher(db);
  const left = await useRecoveryCode(db, userId, hash(step.recoveryCode ?? ''));
  if (left === null) {
    const none = (await countRecoveryCodesLeft(db, userId)) === 0;
    return { ok: false, field: 'recoveryCode', message: none ? M.noRecoveryCodesLeft : M.recoveryCodeWrong };
  }
  await queueSecurityNotice(request.server, userId, 'recoveryCodeUsed', { left });
  return { ok: true, factor: 'recovery_code' };
}
