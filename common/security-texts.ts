// Sign-in security (issue 35): two-step sign-in, passkeys, devices, recent sign-in. The spec has
// none of these texts; they are ours, written once here for the server and the web app.

import { SIGN_IN_TEXTS } from './sign-in-texts';

export const SECURITY_LIMITS = {
  /** A second step (the code after a correct password) must follow within this many minutes. */
  pendingSignInMinutes: 5,
  /** Codes one pending second step takes; the last wrong one ends it (the password is asked again). */
  secondStepAttempts: 5,
  /**
   * Wrong codes from the authenticator app an account takes in a window of this many hours, from
   * its first wrong code; past them, codes are refused until the window ends (docs/decisions/0040).
   */
  wrongCodesPerDay: 30,
  wrongCodesWindowHours: 24,
  /** Destructive actions need a sign-in (or a re-authentication) at most this many minutes old. */
  recentSignInMinutes: 10,
  recoveryCodes: 10,
  passkeysMax: 20,
  passkeyNameMax: 60,
} as const;

export const SECURITY_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  recoveryCodeFormat: 'Enter a recovery code: 10 letters and digits, like abcde-23456.',
  codeOrRecoveryCode: 'Enter a code from your authenticator app or a recovery code.',
  codeWrong: 'That code is not right, or it was already used. Wait for the next code and try again.',
  recoveryCodeWrong: 'That recovery code is not right, or it was already used.',
  /** Past the daily cap on wrong codes (429): the app's codes wait; a recovery code or a passkey does not. */
  codesPaused: (hours: number) =>
    `Too many wrong codes for this account today. For your security, codes from the authenticator app are refused for up to ${hours === 1 ? '1 more hour' : `${hours} more hours`}. You can still use a recovery code, or sign in with a passkey.`,
  noRecoveryCodesLeft:
    'Every recovery code has been used. Sign in with your authenticator app and make new ones in Settings → Security.',
  signInExpired: SIGN_IN_TEXTS.signInExpired,
  tooManyCodes: SIGN_IN_TEXTS.tooManyCodes,
  twoStepTurnedOff: SIGN_IN_TEXTS.twoStepTurnedOff,
  passwordWrong: 'That password is not right.',
  totpAlreadyOn: 'Two-step sign-in is already on.',
  totpNotOn: 'Two-step sign-in is not on.',
  totpSetupMissing: 'The set-up expired or was not started. Start again.',
  recentSignInRequired: 'For your security, confirm it is you first: enter your password or use a passkey.',
  adminNeedsTwoStep: 'The admin area needs two-step sign-in. Turn it on in Settings → Security first.',
  adminNeedsTwoStepSession:
    'The admin area needs a sign-in with two-step sign-in. Sign out and sign in again with a code or a passkey.',
  passkeyFailed: 'The passkey could not be checked. Try again.',
  passkeyUnknown: 'This passkey is not registered with FitCircle. Sign in with your password instead.',
  passkeyExpired: 'The passkey request expired. Try again.',
  passkeyLimit: `You can register at most ${SECURITY_LIMITS.passkeysMax} passkeys. Remove one first.`,
  passkeyNameRequired: 'Give the passkey a name, like "My phone".',
  passkeyNotFound: 'That passkey was not found.',
  sessionNotFound: 'That device is no longer signed in.',
} as const;

export const SECURITY_TEXTS = {
  tabTitle: 'Security',
  twoStepTitle: 'Two-step sign-in',
  twoStepIntro:
    'After your password, sign-in asks for a code from an authenticator app (Google Authenticator, 1Password, Aegis...). A stolen password is then not enough.',
  twoStepOn: 'Two-step sign-in is on.',
  twoStepOff: 'Two-step sign-in is off.',
  turnOn: 'Turn on two-step sign-in',
  turnOff: 'Turn off two-step sign-in',
  scanQr: 'Scan this QR code with your authenticator app, or type the key below into it.',
  secretLabel: 'Setup key',
  confirmCode: 'Code from the app',
  confirm: 'Confirm and turn on',
  totpSetupFailed: 'Two-step sign-in could not be turned on. Please try again.',
  recoveryTitle: 'Your recovery codes',
  recoveryIntro:
    'Each code signs you in once if you lose your phone. They are shown only now: download or copy them and keep them somewhere safe.',
  recoveryLeft: (n: number) => (n === 1 ? '1 recovery code left.' : `${n} recovery codes left.`),
  recoveryNoneLeft: 'No recovery codes left: make new ones.',
  newRecoveryCodes: 'Make new recovery codes',
  download: 'Download',
  copy: 'Copy',
  done: 'I have saved them',
  passkeysTitle: 'Passkeys',
  passkeysIntro:
    'Sign in with your fingerprint, face or screen lock instead of a password. A passkey stays on your device and cannot be phished.',
  addPasskey: 'Add a passkey',
  passkeyName: 'Passkey name',
  noPasskeys: 'No passkeys yet.',
  devicesTitle: 'Devices',
  devicesIntro: 'Where your account is signed in. Sign out of any device you do not recognise.',
  thisDevice: 'This device',
  signOutDevice: 'Sign out',
  signOutOthers: 'Sign out of all other devices',
  /** Under "Sign out of all other devices": integrations are not devices. */
  signOutOthersKeepsTokens: 'Your API tokens keep working: revoke them under API tokens.',
  /** The Change Password card and the reset page: a new password ends sessions and API tokens alike. */
  passwordChangeEnds:
    'Other devices signed in to your account will be signed out, and your API tokens will stop working.',
  reauthTitle: 'Confirm it is you',
  reauthIntro: 'For your security, enter your password or use a passkey to continue.',
  reauthConfirm: 'Confirm',
  usePasskey: 'Use a passkey',
  adminSetupTitle: 'Turn on two-step sign-in to continue',
  adminSetupIntro:
    'The admin area holds members’ data, so it needs two-step sign-in. Turn it on here; the admin area opens as soon as it is on.',
} as const;

export const SECURITY_TOASTS = {
  twoStepOn: 'Two-step sign-in is on',
  twoStepOff: 'Two-step sign-in is off',
  passkeyAdded: 'Passkey added',
  passkeyRemoved: 'Passkey removed',
  deviceSignedOut: 'Device signed out',
  othersSignedOut: 'Other devices signed out',
  confirmed: 'Confirmed. You can continue.',
} as const;
