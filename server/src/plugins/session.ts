import { randomBytes } from 'node:crypto';
import { ADMIN_MESSAGES } from '@common/admin-texts';
import { SECURITY_LIMITS, SECURITY_MESSAGES } from '@common/security-texts';
import type { SessionEndReason } from '@common/sign-in-texts';
import { MESSAGES } from '@common/texts';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { forbidden, unauthorized } from '../lib/http-errors';
import {
  createSession,
  deleteSession,
  hashToken,
  isSuspendedMembersToken,
  refuseWithheldAdmin,
  type SecondFactor,
  type SessionUser,
  touchSession,
  withAdminPowerOfSession,
} from '../modules/sessions';
import { createSessionCache, lookUpSession } from './session-cache';

export const SESSION_COOKIE = 'fc_session';
const TOUCH_EVERY_MS = 60 * 60 * 1000;

const userPromise = Symbol('sessionUser');
const endReason = Symbol('sessionEndReason');
declare module 'fastify' {
  interface FastifyRequest {
    [userPromise]?: Promise<SessionUser | null>;
    /** Why this request's session ended, when its 401 says so (only to that token's holder). */
    [endReason]?: SessionEndReason;
  }
}

/** 401 for the holder of a suspended member's token: the reason, and the words sign-in uses. */
function suspendedSession(request: FastifyRequest) {
  request[endReason] = 'suspended';
  return unauthorized(MESSAGES.accountSuspended);
}

/**
 * The signed-in member of this request, from the session cookie only (D1: an id in an
 * Authorization header is never a credential). Looked up lazily, once per request, so static
 * files and public routes cost no query. No session: null; but a token the server issued to a
 * member who has since been suspended throws the 401 that says so, so their open page can tell
 * them why they were signed out. That is asked only when the lookup found nothing (and never of
 * the cache: an unsuspension must count at once).
 */
export function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  request[userPromise] ??= (async () => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const { db, config } = request.server;
    const user = await lookUpSession(request.server, hashToken(token));
    if (!user) {
      if (await isSuspendedMembersToken(db, token)) throw suspendedSession(request);
      return null;
    }
    if (Date.now() - user.session_last_seen_at.getTime() > TOUCH_EVERY_MS) {
      await touchSession(db, user.session_hash, config.sessionTtlMs);
    }
    // Every admin power, in the admin area or not, follows one rule (modules/sessions/admin-power.ts).
    return withAdminPowerOfSession(user, config.adminRequiresTwoFactor);
  })();
  return request[userPromise];
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw unauthorized();
  return user;
}

/**
 * An admin's request: visitors 401, members 403 with the spec's Access Denied text (section 8).
 * The admin area also needs two-step sign-in (issue 35): the admin has it on, and this session's
 * sign-in passed a second factor (a code, a recovery code, a passkey, or the set-up itself); an
 * admin whose session lacks it is told what to do (modules/sessions/admin-power.ts decides it for
 * every admin power, here and outside the admin area).
 */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  refuseWithheldAdmin(user);
  if (!user.is_admin) throw forbidden(ADMIN_MESSAGES.accessDenied);
  return user;
}

const RECENT_MS = SECURITY_LIMITS.recentSignInMinutes * 60_000;

/** Until when this session counts as a recent sign-in (issue 35, point 5). */
export const recentSignInUntil = (user: SessionUser) => new Date(user.session_authenticated_at.getTime() + RECENT_MS);

/**
 * A destructive action (deleting the account, creating an API token...): the member signed in,
 * or confirmed their password or a passkey, within the last 10 minutes; else 403 with the words
 * the web app answers with its re-authentication dialog.
 */
export async function requireRecentSignIn(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (recentSignInUntil(user).getTime() < Date.now()) throw forbidden(SECURITY_MESSAGES.recentSignInRequired);
  return user;
}

function cookieOptions(config: AppConfig, request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.cookieSecure === 'true' || (config.cookieSecure === 'auto' && request.protocol === 'https'),
  };
}

/**
 * Starts a fresh session (rotation at login: the old token, if any, is ended by the caller),
 * recording the second factor the sign-in passed, if any.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  secondFactor: SecondFactor | null = null,
): Promise<void> {
  const { db, config } = request.server;
  const { token, expiresAt } = await createSession(db, userId, config.sessionTtlMs, {
    userAgent: request.headers['user-agent'],
    ip: request.ip,
    secondFactor,
  });
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(config, request), expires: expiresAt });
  request[userPromise] = undefined;
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request.server.config, request));
}

/**
 * A short-lived httpOnly cookie that binds a sign-in step to this browser (the pending second
 * step, a passkey challenge): only its hash is stored on the server (modules/sessions).
 */
export function setFlowCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  token: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(name, token, { ...cookieOptions(request.server.config, request), maxAge: maxAgeSeconds });
}

export function clearFlowCookie(request: FastifyRequest, reply: FastifyReply, name: string): void {
  if (request.cookies[name] !== undefined) reply.clearCookie(name, cookieOptions(request.server.config, request));
}

const DEVICE_COOKIE = 'fc_device';
const DEVICE_COOKIE_DAYS = 400;

/**
 * This browser's device id for "a new device signed in" (issue 35): a random value in a
 * long-lived httpOnly cookie, made on its first sign-in. Answers its hash (what is stored).
 */
export function deviceHashOf(request: FastifyRequest, reply: FastifyReply): string {
  let id = request.cookies[DEVICE_COOKIE];
  if (!id || !/^[A-Za-z0-9_-]{43}$/.test(id)) {
    id = randomBytes(32).toString('base64url');
    reply.setCookie(DEVICE_COOKIE, id, {
      ...cookieOptions(request.server.config, request),
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
    });
  }
  return hashToken(id);
}

/** The hash of this request's session token, if it carries one. */
export function currentSessionHash(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : undefined;
}

/** Ends this browser's session, if any, on the server and in the browser (sign-out, rotation). */
export async function endCurrentSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) {
    const hash = hashToken(token);
    const userId = await deleteSession(request.server.db, hash);
    // The session's open sockets close too: a signed-out tab can no longer send or receive.
    if (userId !== null) await request.server.realtime.endSessions(userId, { only: hash });
  }
  clearSessionCookie(request, reply);
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  createSessionCache(app);
  // The error's body is `{ message }` (plugins/errors.ts); a 401 that ended a live session adds
  // why, as a stable field the web app reads (`reason`, common/sign-in-texts.ts).
  // A callback, not an async hook: it runs for every answer, and almost always passes it on as is.
  app.addHook('preSerialization', (request, reply, payload, done) => {
    const reason = request[endReason];
    if (!reason || reply.statusCode !== 401 || typeof payload !== 'object' || payload === null) done(null, payload);
    else done(null, { ...payload, reason });
  });
});
