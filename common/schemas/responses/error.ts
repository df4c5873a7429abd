import { z } from 'zod';

/**
 * The API's one error body (server/src/plugins/errors.ts): a message to show, and for a refused
 * input one message per field.
 */
export const apiErrorSchema = z
  .object({
    message: z.string().describe('What went wrong, ready to show to the member.'),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe('For refused input: one message per field name (`_` for the body as a whole).'),
  })
  .meta({ id: 'Error' });
export type ApiError = z.output<typeof apiErrorSchema>;
