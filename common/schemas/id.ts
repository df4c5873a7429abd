import { z } from 'zod';

/** Every table's id is a PostgreSQL `integer`: no row has an id past this. */
export const ID_MAX = 2_147_483_647;

const inRange = <T extends z.ZodNumber | z.ZodCoercedNumber>(number: T, message: string): T =>
  number.int(message).min(1, message).max(ID_MAX, message) as T;

/**
 * The one id rule: a whole number from 1 to ID_MAX, else `message`. Anything past ID_MAX names no
 * row: in a path it answers 404 like an unknown id (plugins/errors.ts), elsewhere 400 with `message`.
 */
export const idSchema = (message = 'Invalid id') => inRange(z.number({ error: message }), message);

/** The same rule for an id written as text (a path, a query string, a form that sends strings). */
export const idTextSchema = (message = 'Invalid id') => inRange(z.coerce.number({ error: message }), message);

/** Whether a validation issue is an id past ID_MAX (a `too_big` issue of the rule above). */
export const isIdPastMax = (issue: { code?: string; maximum?: unknown }) =>
  issue.code === 'too_big' && issue.maximum === ID_MAX;
