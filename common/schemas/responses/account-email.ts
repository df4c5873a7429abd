import { z } from 'zod';
import { UNSUBSCRIBE_LISTS } from '../../account-email-texts';
import type { AccountEmailStatus } from '../account-email';
import type { Expect, SameType } from './type-check';

// What the email routes answer: address status, confirmations and unsubscribing (issue 18).

export const accountEmailStatusSchema = z.object({
  email: z.string(),
  verified: z.boolean(),
  pendingEmail: z.string().nullable().describe('A new address waiting for its confirmation link.'),
});

/** An answer that only says what happened, in words to show. */
export const messageSchema = z.object({ message: z.string() });

export const emailVerifiedSchema = z.object({ email: z.string(), verified: z.boolean(), message: z.string() });

export const unsubscribedSchema = z.object({ list: z.enum(UNSUBSCRIBE_LISTS), message: z.string() });

export type _Checks = [Expect<SameType<z.output<typeof accountEmailStatusSchema>, AccountEmailStatus>>];
