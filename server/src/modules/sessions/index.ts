// Sessions and passwords (D1): the credentials every request is checked against. Below the auth
// routes (sign-in, sign-up, sign-out) and the session plugin, which both use it, so neither has to
// import the other's files. Issue 35 adds the member's devices (a session each), the short-lived
// states of a sign-in in progress (second step, passkey challenges) and the browsers remembered.
export { hasAdminRole, refuseWithheldAdmin, withAdminPowerOfSession } from './admin-power';
// A password change or reset also revokes the member's API tokens (the activities' credentials).
export { revokeAllApiTokens } from './api-tokens-revocation';
export { limitCredentialAttempt } from './attempt-limit';
export {
  type ChallengePurpose,
  countChallengeAttempt,
  createChallenge,
  findChallenge,
  takeChallenge,
} from './challenges-repository';
export { deleteSessionById, listSessions, noteDevice, type SessionRow } from './devices-repository';
export { hashPassword, normalizePassword, verifyAgainstDummy, verifyPassword } from './passwords';
export {
  type AdminWithheld,
  createSession,
  deleteSession,
  deleteUserSessions,
  findSessionUser,
  hashToken,
  isSuspendedMembersToken,
  markReauthenticated,
  purgeExpiredSessions,
  type SecondFactor,
  type SessionUser,
  touchSession,
} from './sessions-repository';
export { describeUserAgent } from './user-agent';
