import { z } from 'zod';
import { SECURITY_MESSAGES as M, SECURITY_LIMITS } from '../security-texts';
import { passwordSchema } from './auth';

// Sign-in security (issue 35): one schema per request, used by the forms and the routes (STYLE
// habit 1). Codes are read leniently (spaces and dashes as people type them) but never long:
// anything over a few dozen characters is refused before it is looked at.

/** A 6-digit code from an authenticator app (RFC 6238), e.g. "123 456". */
export const totpCodeSchema = z
  .string({ error: M.codeFormat })
  .max(20, M.codeFormat)
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, M.codeFormat));

/** A recovery code: 10 letters and digits, shown as "abcde-23456"; case, spaces and dashes ignored. */
export const recoveryCodeSchema = z
  .string({ error: M.recoveryCodeFormat })
  .max(40, M.recoveryCodeFormat)
  .transform((v) => v.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, M.recoveryCodeFormat));

/** A code from the app or a recovery code: exactly one of the two. */
const secondStepFields = {
  code: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
};
const exactlyOne = (v: { code?: string; recoveryCode?: string }) =>
  (v.code === undefined) !== (v.recoveryCode === undefined);

/** POST /api/auth/login/two-factor */
export const twoFactorLoginSchema = z
  .object(secondStepFields)
  .refine(exactlyOne, { message: M.codeOrRecoveryCode, path: ['code'] });
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginSchema>;

/** POST /api/account/two-factor/totp/confirm */
export const confirmTotpSchema = z.object({ code: totpCodeSchema });
export type ConfirmTotpInput = z.input<typeof confirmTotpSchema>;

/** Turning two-step sign-in off, or making new recovery codes: the password and a current code. */
export const passwordAndCodeSchema = z
  .object({ password: passwordSchema, ...secondStepFields })
  .refine(exactlyOne, { message: M.codeOrRecoveryCode, path: ['code'] });
export type PasswordAndCodeInput = z.input<typeof passwordAndCodeSchema>;

/** POST /api/account/reauthenticate */
export const reauthenticateSchema = z.object({ password: passwordSchema });
export type ReauthenticateInput = z.input<typeof reauthenticateSchema>;

// WebAuthn (passkeys). The browser's JSON forms of its credentials (WebAuthn Level 3, as
// @simplewebauthn/browser sends them): base64url strings, each bounded.

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, M.passkeyFailed);
const transportsSchema = z.array(z.string().max(32)).max(10);

const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.string().describe('public-key'),
  transports: transportsSchema.optional(),
});

const userVerificationSchema = z.enum(['discouraged', 'preferred', 'required']);

/** What `navigator.credentials.create()` needs (the server's registration options). */
export const passkeyCreationOptionsSchema = z
  .object({
    challenge: z.string(),
    rp: z.object({ name: z.string(), id: z.string().optional() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string().describe('public-key') })),
    timeout: z.number().optional(),
    attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
    excludeCredentials: z.array(credentialDescriptorSchema).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
        requireResidentKey: z.boolean().optional(),
        residentKey: userVerificationSchema.optional(),
        userVerification: userVerificationSchema.optional(),
      })
      .optional(),
    extensions: z.object({ credProps: z.boolean().optional() }).optional(),
    hints: z.array(z.string()).optional(),
  })
  .meta({ id: 'PasskeyCreationOptions' });

/** What `navigator.credentials.get()` needs (the server's authentication options). */
export const passkeyRequestOptionsSchema = z
  .object({
    challenge: z.string(),
    rpId: z.string().optional(),
    timeout: z.number().optional(),
    allowCredentials: z.array(credentialDescriptorSchema).optional(),
    userVerification: userVerificationSchema.optional(),
  })
  .meta({ id: 'PasskeyRequestOptions' });

const clientExtensionResultsSchema = z.record(z.string(), z.unknown());

/** The new credential the browser made (RegistrationResponseJSON). */
export const passkeyRegistrationResponseSchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(32_768).optional(),
    transports: transportsSchema.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8192).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
});

/** The browser's signed answer to a challenge (AuthenticationResponseJSON). */
export const passkeyAuthenticationResponseSchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(32_768),
    signature: base64url(8192),
    userHandle: base64url(1024).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
});

export const passkeyNameSchema = z
  .string({ error: M.passkeyNameRequired })
  .trim()
  .min(1, M.passkeyNameRequired)
  .max(SECURITY_LIMITS.passkeyNameMax, M.passkeyNameRequired);

/** POST /api/account/passkeys */
export const addPasskeySchema = z.object({ name: passkeyNameSchema, response: passkeyRegistrationResponseSchema });

/** POST /api/auth/passkey and POST /api/account/reauthenticate/passkey */
export const passkeyAssertionSchema = z.object({ response: passkeyAuthenticationResponseSchema });

/** Path params of DELETE /api/account/sessions/{id}: a session's public id (never its token). */
export const sessionIdParamSchema = z.object({
  id: z.coerce
    .number({ error: M.sessionNotFound })
    .int(M.sessionNotFound)
    .min(1, M.sessionNotFound)
    .max(Number.MAX_SAFE_INTEGER, M.sessionNotFound),
});

// Answers (interfaces for the web app; the Zod response schemas are in ./responses/security.ts).

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
}

export interface RecoveryCodes {
  recoveryCodes: string[];
}

export interface SecurityOverview {
  twoFactorEnabled: boolean;
  recoveryCodesLeft: number;
  passkeys: number;
  /** Until when destructive actions go through without asking again; null: they ask now. */
  recentSignInUntil: string | null;
}

export interface Passkey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export type SignInMethod = 'password' | 'two_step' | 'passkey';

export interface DeviceSession {
  id: number;
  /** From the browser's user agent, e.g. "Chrome 126"; null when it told nothing readable. */
  browser: string | null;
  /** e.g. "Android 14", "macOS"; null when unknown. */
  system: string | null;
  signedInAt: string;
  /** Approximate: written at most once an hour while the device is in use. */
  lastUsedAt: string;
  signedInWith: SignInMethod;
  current: boolean;
}
