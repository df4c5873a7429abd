import { z } from 'zod';
import type { DeviceSession, Passkey, RecoveryCodes, SecurityOverview, TotpSetup } from '../security';
import type { Expect, SameType } from './type-check';
import { userSchema } from './user';

// What the sign-in security routes answer (issue 35).

/** `POST /api/auth/login` when the password was right and a second step is due: no session yet. */
export const twoFactorRequiredSchema = z
  .object({ twoFactorRequired: z.literal(true) })
  .meta({ id: 'TwoFactorRequired' })
  .describe('The password was right; send a code to POST /api/auth/login/two-factor within 5 minutes.');

/** The signed-in member, or the demand for a second step. */
export const loginAnswerSchema = z.union([userSchema, twoFactorRequiredSchema]);

export const totpSetupSchema = z.object({
  secret: z.string().describe('The base32 key, to type into an authenticator app (shown once).'),
  otpauthUrl: z.string().describe('The otpauth:// URI the QR code holds.'),
});

export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).describe('Shown once: only their hashes are kept.'),
});

export const securityOverviewSchema = z.object({
  twoFactorEnabled: z.boolean(),
  recoveryCodesLeft: z.int(),
  passkeys: z.int(),
  recentSignInUntil: z
    .string()
    .nullable()
    .describe('Until when destructive actions need no new password or passkey; null: they ask now.'),
});

export const passkeySchema = z.object({
  id: z.int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export const passkeyListSchema = z.array(passkeySchema);

export const deviceSessionSchema = z.object({
  id: z.int(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  signedInAt: z.string(),
  lastUsedAt: z.string().describe('Approximate: written at most once an hour while in use.'),
  signedInWith: z.enum(['password', 'two_step', 'passkey']),
  current: z.boolean().describe('The session of the device that asks.'),
});
export const deviceSessionListSchema = z.array(deviceSessionSchema);

export type _Checks = [
  Expect<SameType<z.output<typeof totpSetupSchema>, TotpSetup>>,
  Expect<SameType<z.output<typeof recoveryCodesSchema>, RecoveryCodes>>,
  Expect<SameType<z.output<typeof securityOverviewSchema>, SecurityOverview>>,
  Expect<SameType<z.output<typeof passkeySchema>, Passkey>>,
  Expect<SameType<z.output<typeof deviceSessionSchema>, DeviceSession>>,
];
