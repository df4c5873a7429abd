// What the sign-in form says about its second step and passkeys (issue 35). Kept apart from
// security-texts.ts so the landing page carries only these few words.

export const SIGN_IN_TEXTS = {
  twoStepTitle: 'Two-step sign-in',
  codePrompt: 'Enter the 6-digit code from your authenticator app.',
  recoveryPrompt: 'Enter one of the recovery codes you saved when you turned two-step sign-in on.',
  codeLabel: 'Authentication code',
  recoveryLabel: 'Recovery code',
  verify: 'Verify',
  useRecoveryCode: 'Use a recovery code instead',
  useAppCode: 'Use a code from the app instead',
  back: 'Back to username and password',
  signInWithPasskey: 'Sign in with a passkey',
  passkeyFailed: 'The passkey could not be used.',
  codeFailed: 'The code could not be checked. Please try again.',
  signInExpired: 'Your sign-in took too long. Enter your username and password again.',
  tooManyCodes: 'Too many wrong codes. Enter your username and password again.',
  twoStepTurnedOff: 'Two-step sign-in was turned off for this account. Enter your username and password again.',
  signedOutTitle: 'You have been signed out',
} as const;

/**
 * The answers (401) that end a pending second step: the form goes back to username and password.
 * The web app's second-step form restarts on any of them.
 */
export const SIGN_IN_RESTARTS: readonly string[] = [
  SIGN_IN_TEXTS.signInExpired,
  SIGN_IN_TEXTS.tooManyCodes,
  SIGN_IN_TEXTS.twoStepTurnedOff,
];

/**
 * Why the server ended a session that was live, as its 401 says it (`reason`, beside `message`),
 * only to the holder of that session's own token: the member was suspended. Any other 401 (no
 * session, signed out, expired, an unknown token) carries no reason.
 */
export const SESSION_END_REASONS = ['suspended'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
