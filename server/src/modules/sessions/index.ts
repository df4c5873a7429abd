// Sessions and passwords (D1): the credentials every request is checked against. Below the auth
// routes (sign-in, sign-up, sign-out) and the session plugin, which both use it, so neither has to
// import the other's files.
export { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
export {
  createSession,
  deleteSession,
  deleteUserSessions,
  findSessionUser,
  hashToken,
  purgeExpiredSessions,
  type SessionUser,
  touchSession,
} from './sessions-repository';
