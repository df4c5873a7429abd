import { z } from 'zod';
import { isIsoDate } from '../fitness/dates';
import { LOG_LIMITS } from '../workouts-limits';
import { WORKOUT_MESSAGES as M } from '../workouts-texts';
import { idSchema } from './id';

// Field rules shared by the plan, log and exercise schemas. Forms send numbers from number inputs,
// where an empty box reads as NaN or '': those mean "not given", like null.

const blankToNull = (value: unknown) =>
  value === '' || value === undefined || (typeof value === 'number' && Number.isNaN(value)) ? null : value;

/** A whole number within bounds (the same message for every way it can be wrong). */
export function wholeNumber(min: number, max: number, message: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** An optional number within bounds: null, undefined, '' and NaN all mean "not given". */
export function optionalNumber(min: number, max: number, message: string, options: { int?: boolean } = {}) {
  const base = z.number({ error: message }).min(min, message).max(max, message);
  return z.preprocess(blankToNull, (options.int ? base.int(message) : base).nullable()).optional();
}

/** An id (./id.ts); a missing one reads as `message`. */
export function idField(message: string) {
  return z.preprocess(blankToNull, idSchema(message));
}

/** A calendar date written YYYY-MM-DD. */
export function isoDateField(message: string) {
  return z.string({ error: message }).refine(isIsoDate, message);
}

/** Optional text: trimmed; blank becomes null. */
export function optionalText(max: number, message: string) {
  return z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));
}

export const durationSecondsField = optionalNumber(1, LOG_LIMITS.setDurationSecondsMax, M.durationRange, { int: true });
export const distanceKmField = optionalNumber(LOG_LIMITS.distanceKmMin, LOG_LIMITS.distanceKmMax, M.distanceRange);
