import type { FastifyInstance } from 'fastify';
import { TaggedCache } from '../cache';
import { findSessionUser, type SessionUser } from '../modules/sessions';

const MAX_SESSIONS = 50_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's cache of session lookups (issue 19). */
    sessionCache: TaggedCache<SessionUser>;
  }
}

export function createSessionCache(app: FastifyInstance): void {
  app.decorate(
    'sessionCache',
    new TaggedCache<SessionUser>(app.cacheBus, { maxEntries: MAX_SESSIONS, ttlMs: app.config.cacheTtlMs }),
  );
}

/**
 * The member behind a session token's hash, from this instance's cache when it holds a live entry,
 * else from PostgreSQL. Entries are dropped on every instance the moment the database announces
 * that the member's sessions or row changed (migration 0012): signing out, a password change,
 * "sign out everywhere", suspension, deletion, a revoked admin role, a new name. Each request
 * gets its own copy, so nothing a handler does to it reaches the next request.
 */
export async function lookUpSession(app: FastifyInstance, tokenHash: string): Promise<SessionUser | undefined> {
  const cache = app.sessionCache;
  const cached = cache.get(tokenHash);
  if (cached && cached.session_expires_at.getTime() > Date.now()) return { ...cached };
  const ticket = cache.ticket();
  const user = await findSessionUser(app.db, tokenHash);
  if (user) cache.set(tokenHash, user, [`s:${user.id}`], ticket);
  return user && { ...user };
}
