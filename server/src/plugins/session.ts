import { ADMIN_MESSAGES } from '@common/admin-texts';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { forbidden, unauthorized } from '../lib/http-errors';
import { createSession, deleteSession, hashToken, type SessionUser, touchSession } from '../modules/sessions';
import { createSessionCache, lookUpSession } from './session-cache';

export const SESSION_COOKIE = 'fc_session';
const TOUCH_EVERY_MS = 60 * 60 * 1000;

const userPromise = Symbol('sessionUser');
declare module 'fastify' {
  interface FastifyRequest {
    [userPromise]?: Promise<SessionUser | null>;
  }
}

/**
 * The signed-in member of this request, from the session cookie only (D1: an id in an
 * Authorization header is never a credential). Looked up lazily, once per request, so static
 * files and public routes cost no query.
 */
export function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  request[userPromise] ??= (async () => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const { db, config } = request.server;
    const user = await lookUpSession(request.server, hashToken(token));
    if (!user) return null;
    if (Date.now() - user.session_last_seen_at.getTime() > TOUCH_EVERY_MS) {
      await touchSession(db, user.session_hash, config.sessionTtlMs);
    }
    return user;
  })();
  return request[userPromise];
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw unauthorized();
  return user;
}

/** An admin's request: visitors 401, members 403 with the spec's Access Denied text (section 8). */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.is_admin) throw forbidden(ADMIN_MESSAGES.accessDenied);
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

/** Starts a fresh session (rotation at login: the old token, if any, is ended by the caller). */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const { db, config } = request.server;
  const { token, expiresAt } = await createSession(db, userId, config.sessionTtlMs, {
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(config, request), expires: expiresAt });
  request[userPromise] = undefined;
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request.server.config, request));
}

/** Ends this browser's session, if any, on the server and in the browser (sign-out, rotation). */
export async function endCurrentSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(request.server.db, hashToken(token));
  clearSessionCookie(request, reply);
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  createSessionCache(app);
});
