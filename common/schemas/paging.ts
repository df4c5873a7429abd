import { z } from 'zod';
import { LIMITS } from '../limits';
import { idTextSchema } from './id';

/** `?limit=` (default 20, max 100) and `?before=<id of the last item seen>` on every list. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LIMITS.pageSizeMax, `limit must be at most ${LIMITS.pageSizeMax}`)
    .default(LIMITS.pageSizeDefault),
  before: idTextSchema('before must be an id').optional(),
});
export type PageQueryParsed = z.output<typeof pageQuerySchema>;

/** Route params of the form /{id}: an id (./id.ts), or 400 'Invalid id' (404 past the largest id). */
export const idParamSchema = z.object({ id: idTextSchema() });
