import { z } from 'zod';
import type { UserSummary } from '../user';
import type { Expect, SameType } from './type-check';

/** The small public card of a member, embedded in posts, comments and lists. */
export const userSummarySchema = z
  .object({
    id: z.int(),
    username: z.string(),
    name: z.string(),
    profileImageUrl: z.string().nullable(),
    profilePicture: z.string().nullable().describe('Same as profileImageUrl (the spec reads both names).'),
    isTrainer: z.boolean(),
  })
  .meta({ id: 'UserSummary' });
export type _UserSummary = Expect<SameType<z.output<typeof userSummarySchema>, UserSummary>>;
