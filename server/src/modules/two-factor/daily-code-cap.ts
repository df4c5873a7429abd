import { SECURITY_MESSAGES as M, SECURITY_LIMITS } from '@common/security-texts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/pool';
import { tooManyRequests } from '../../lib/http-errors';
import { queueSecurityNotice } from '../account-email';
import {
  codesPausedUntil,
  giveBackCodeAttempt,
  purgeEndedCodeWindows,
  takeCodeAttempt,
} from './wrong-codes-repository';

// A daily cap on wrong authenticator-app codes per account (docs/decisions/0040). The per-minute
// limit alone let someone who knows the password try 14,400 codes a day (about a 4% chance to
// sign in); past the cap, codes are refused until the window ends and the member is emailed.
// Recovery codes are not capped: they cannot be guessed, and they are the member's way in meanwhile.

const CAP = SECURITY_LIMITS.wrongCodesPerDay;
const HOURS = SECURITY_LIMITS.wrongCodesWindowHours;

function codesPaused(until: Date) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return tooManyRequests(seconds, M.codesPaused(Math.ceil(seconds / 3600)));
}

/** 429 while the member's codes are paused: asked before anything is counted, so it uses nothing. */
export async function refuseWhileCodesPaused(app: FastifyInstance, userId: number): Promise<void> {
  const until = await codesPausedUntil(app.db, userId, CAP, HOURS);
  if (until) throw codesPaused(until);
}

/**
 * Runs `match` (answers the code's time step, or null for a wrong code) within the cap: the code
 * is counted first, and given back when it was not a wrong one. The wrong code that reaches the
 * cap emails the member: one email a window, as only one code can be that one.
 */
export async function matchWithinDailyCap(
  app: FastifyInstance,
  userId: number,
  match: () => Promise<number | null>,
): Promise<number | null> {
  const taken = await takeCodeAttempt(app.db, userId, CAP, HOURS);
  if (!taken) {
    // Another request took the last code between refuseWhileCodesPaused and here.
    throw codesPaused((await codesPausedUntil(app.db, userId, CAP, HOURS)) ?? new Date(Date.now() + HOURS * 3600_000));
  }
  let step: number | null;
  try {
    step = await match();
  } catch (err) {
    await giveBackCodeAttempt(app.db, userId, taken);
    throw err;
  }
  if (step !== null) await giveBackCodeAttempt(app.db, userId, taken);
  else if (taken.count === CAP) {
    const until = await codesPausedUntil(app.db, userId, CAP, HOURS);
    await queueSecurityNotice(app, userId, 'codesPaused', { wrongCodes: CAP, until: until?.toISOString() ?? null });
  }
  return step;
}

/** The hourly housekeeping: windows that ended are dropped (they pause nothing any more). */
export const purgeEndedWrongCodeWindows = (db: Queryable) => purgeEndedCodeWindows(db, HOURS);
