import { errorMessage, isApiError } from '@/lib/api-client';

// What the Passkeys card says when adding a passkey fails. (Kept beside the card rather than in
// common/security-texts.ts: the server never sends these, they are about the browser's answer.)
export const PASSKEY_ADD_TEXTS = {
  failed: 'The passkey could not be added.',
  // WebAuthn's InvalidStateError: the server listed the member's passkeys as excluded and the
  // authenticator holds one of them (the same phone, laptop or security key).
  alreadyOnDevice:
    'This device already has a passkey for your account. Use it to sign in, or add a passkey from another device.',
} as const;

/**
 * The message under the name field for a failed add: the device already holding one of the
 * member's passkeys (simplewebauthn keeps the browser's error name, InvalidStateError), the
 * server's message for the name or the request, or the generic one.
 */
export function passkeyAddError(error: unknown): string {
  if (error instanceof Error && error.name === 'InvalidStateError') return PASSKEY_ADD_TEXTS.alreadyOnDevice;
  if (isApiError(error)) return error.fieldErrors.name ?? errorMessage(error, PASSKEY_ADD_TEXTS.failed);
  return PASSKEY_ADD_TEXTS.failed;
}
