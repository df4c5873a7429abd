import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

// The browser side of passkeys (issue 35), with @simplewebauthn/browser, downloaded only when a
// member uses a passkey: the landing page does not carry it.

/** Whether this browser can use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Asks the browser (and the member's authenticator) for a new passkey for these options. */
export async function createPasskey(options: unknown) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
}

/** Asks the browser to sign the server's challenge with one of the member's passkeys. */
export async function signWithPasskey(options: unknown) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}

/** The member closed the browser's passkey prompt, or it timed out: nothing to report as an error. */
export function passkeyCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
