import { z } from 'zod';
import { LIMITS } from '../limits';

/** `?limit=` (default 20, max 100) and `?before=<id of the last item seen>` on every list. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LIMITS.pageSizeMax, `limit must be at most ${LIMITS.pageSizeMax}`)
    .default(LIMITS.pageSizeDefault),
  before: z.coerce
    .number({ error: 'before must be an id' })
    .int('before must be an id')
    .positive('before must be an id')
    .optional(),
});
export type PageQueryParsed = z.output<typeof pageQuerySchema>;

/** Route params of the form /{id}: a positive integer, or 400 'Invalid id'. */
export const idParamSchema = z.object({
  id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id'),
});
