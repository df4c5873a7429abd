import { z } from 'zod';
import { MESSAGES } from '../texts';
import { emailAddressSchema, passwordSchema } from './auth';

export { emailAddressSchema };

// Password reset, address verification and address change (issue 18). One schema per request,
// used by the forms and by the routes (STYLE habit 1).

/** A token from an emailed link: 43 base64url characters (32 random bytes). */
const tokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid');

/** POST /api/auth/password-reset */
export const passwordResetRequestSchema = z.object({ email: emailAddressSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** POST /api/auth/password-reset/confirm */
export const passwordResetSchema = z
  .object({
    token: tokenSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: MESSAGES.passwordsDontMatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** POST /api/auth/verify-email */
export const verifyEmailSchema = z.object({ token: tokenSchema });

/** POST /api/account/email: a new address, confirmed by the current password. */
export const changeEmailSchema = z.object({
  email: emailAddressSchema,
  // The length rule its message states, as the current password of Settings' password change.
  currentPassword: passwordSchema,
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** GET /api/account/email: the address, whether it is confirmed, and a change waiting for confirmation. */
export interface AccountEmailStatus {
  email: string;
  verified: boolean;
  pendingEmail: string | null;
}

/** POST /api/mail/unsubscribe: the signed token from an email (query string or body). */
export const unsubscribeSchema = z.object({ token: z.string().trim().min(10).max(300) });
