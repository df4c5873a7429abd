// What the rest of the app may use of the auth feature (issue 31): the session (its provider, the
// hooks and the copy kept on the device), the member's units, the current-user query, signing out,
// and the account cards other screens show. Its pages are loaded lazily by the router, by path.
// Issue 35 adds the recent-sign-in dialog and the browser's side of passkeys.
export { currentUserQueryKey, getCurrentUser } from './api/get-current-user';
export { useLogout } from './api/logout';
export { ChangeEmailCard } from './components/change-email-card';
export { VerifyEmailBanner } from './components/verify-email-banner';
export { createPasskey, passkeyCancelled, passkeysSupported } from './lib/webauthn';
export {
  ASKS_FOR_RECENT_SIGN_IN,
  isRecentSignInError,
  RecentSignInHost,
  withRecentSignIn,
} from './recent-sign-in';
export { SessionProvider, useSession, useSessionVerified } from './session-provider';
export { readStoredUser, writeStoredUser } from './session-storage';
export { useUnits } from './use-units';
