import { SECURITY_MESSAGES as M } from '@common/security-texts';
import type { FastifyRequest } from 'fastify';
import { limitCredentialAttempt, type SecondFactor } from '../sessions';
import { matchWithinDailyCap, refuseWhileCodesPaused } from './daily-code-cap';
import { recoveryCodeHasher } from './recovery-codes';
import { countRecoveryCodesLeft, findTotp, useRecoveryCode, useTimeStep } from './repository';
import { openSecret } from './secret-box';
import { matchingStep } from './totp';

export interface SecondStep {
  code?: string;
  recoveryCode?: string;
}

export type StepCheck =
  | { ok: true; factor: 'code' }
  /** A recovery code was used up: the caller tells the member in the notice its action sends. */
  | { ok: true; factor: 'recovery_code'; recoveryCodesLeft: number }
  /** `twoStepOff`: the member has two-step sign-in off (turned off since the password was checked). */
  | { ok: false; field: 'code' | 'recoveryCode'; message: string; twoStepOff?: true };

export type PassedStep = Extract<StepCheck, { ok: true }>;
export type StepFactor = Extract<SecondFactor, PassedStep['factor']>;

/**
 * Checks a code from the authenticator app, or a recovery code, for a member who has two-step
 * sign-in on. Attempts are limited per account and per address like passwords, and wrong codes
 * from the app per account and day (daily-code-cap.ts); a code's time step is accepted once; a
 * recovery code works once. Sends no email about a used recovery code: what it means depends on
 * the action (a sign-in, turning two-step off, new codes), so its caller says it.
 */
export async function checkSecondStep(request: FastifyRequest, userId: number, step: SecondStep): Promise<StepCheck> {
  await limitSecondStep(request, userId, step);
  return checkLimitedSecondStep(request, userId, step);
}

/**
 * The per-minute limit on codes for this account and address, and for a code from the app the
 * daily cap's pause (429 past either).
 */
export async function limitSecondStep(request: FastifyRequest, userId: number, step: SecondStep): Promise<void> {
  await limitCredentialAttempt(request, 'two-factor', `member-${userId}`);
  if (step.code !== undefined) await refuseWhileCodesPaused(request.server, userId);
}

/**
 * checkSecondStep for a caller that applied limitSecondStep itself, first: the pending sign-in
 * counts its few attempts after the per-minute limit, so a 429 (no code checked) uses none.
 */
export async function checkLimitedSecondStep(
  request: FastifyRequest,
  userId: number,
  step: SecondStep,
): Promise<StepCheck> {
  const { db } = request.server;
  const field = step.code !== undefined ? 'code' : 'recoveryCode';
  const totp = await findTotp(db, userId);
  if (!totp?.enabled) return { ok: false, field, message: M.twoStepTurnedOff, twoStepOff: true };
  if (step.code !== undefined) {
    const code = step.code;
    const matched = await matchWithinDailyCap(request.server, userId, async () =>
      matchingStep(await openSecret(db, totp.secret_ciphertext), code, Date.now()),
    );
    if (matched === null || !(await useTimeStep(db, userId, matched, false))) {
      return { ok: false, field, message: M.codeWrong };
    }
    return { ok: true, factor: 'code' };
  }
  const hash = await recoveryCodeHasher(db);
  const left = await useRecoveryCode(db, userId, hash(step.recoveryCode ?? ''));
  if (left === null) {
    const none = (await countRecoveryCodesLeft(db, userId)) === 0;
    return { ok: false, field, message: none ? M.noRecoveryCodesLeft : M.recoveryCodeWrong };
  }
  return { ok: true, factor: 'recovery_code', recoveryCodesLeft: left };
}
