import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../texts';
import { visibleOrNull } from '../visible-text';

// One schema drives the sign-up and sign-in forms and the server routes (STYLE habit 1).

export const usernameSchema = z
  .string({ error: MESSAGES.usernameMin })
  .trim()
  .min(LIMITS.usernameMin, MESSAGES.usernameMin)
  .max(LIMITS.usernameMax, MESSAGES.usernameMax)
  // Usernames appear in profile URLs, so they stay URL-safe.
  .regex(/^[A-Za-z0-9_.]+$/, MESSAGES.usernameChars)
  // /profile/{username or id}: a name of digits only would be read as another member's id.
  .refine((name) => !/^\d+$/.test(name), MESSAGES.usernameDigitsOnly);

/** An email address, as long as one can be (RFC 5321), lower-cased: sign-up, reset and change alike. */
export const emailAddressSchema = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid));

export const passwordSchema = z
  .string({ error: MESSAGES.passwordMin })
  .min(LIMITS.passwordMin, MESSAGES.passwordMin)
  .max(LIMITS.passwordMax, MESSAGES.passwordMax);

/**
 * The repeated password of a form that sets one (sign-up, Settings, reset): missing, empty or
 * short, it does not match, and that is what it is told (not the password's own length rule).
 */
export const confirmPasswordSchema = z.string({ error: MESSAGES.passwordsDontMatch });

/** Two typings of a password are the same password when their Unicode NFC forms are (the server hashes NFC). */
export const samePassword = (a: string, b: string) => a.normalize('NFC') === b.normalize('NFC');

/**
 * Empty or blank optional names are sent as null (spec section 5), and so are names of only
 * characters that show nothing (trim() keeps zero-width ones): the name is then the username.
 */
const optionalName = z
  .string()
  .trim()
  .max(LIMITS.nameMax, `Must be at most ${LIMITS.nameMax} characters`)
  .nullish()
  .transform(visibleOrNull);

export const registerSchema = z
  .object({
    username: usernameSchema,
    email: emailAddressSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    firstName: optionalName,
    lastName: optionalName,
  })
  .refine((v) => samePassword(v.password, v.confirmPassword), {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export const loginSchema = z.object({
  // Login checks only the length rule so that a user learns nothing else about stored names.
  username: z
    .string({ error: MESSAGES.usernameMin })
    .trim()
    .min(LIMITS.usernameMin, MESSAGES.usernameMin)
    .max(LIMITS.emailMax, MESSAGES.loginNameMax),
  password: passwordSchema,
});

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterBody = z.output<typeof registerSchema>;
export type LoginInput = z.input<typeof loginSchema>;
