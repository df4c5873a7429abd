import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/http-errors';
import { currentUser } from '../../plugins/session';
import type { UserRow } from '../users';
import { memberOfToken } from './tokens-repository';

export type Caller = UserRow & { viaToken: boolean };

const callers = new WeakMap<FastifyRequest, Promise<Caller | null>>();

async function lookUp(request: FastifyRequest): Promise<Caller | null> {
  const user = await currentUser(request);
  if (user) return Object.assign(user, { viaToken: false });
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  const member = match ? await memberOfToken(request.server.db, match[1]) : undefined;
  // A token is for syncing one's own activities: it never carries an admin's powers (which need
  // the admin's own signed-in session, with two-step sign-in where that is required).
  return member ? Object.assign(member, { viaToken: true, is_admin: false }) : null;
}

/**
 * The member calling an endpoint that also takes a personal API token (the activity upload and
 * reading one's own activities, as the README lists). The session cookie first; else
 * `Authorization: Bearer <token>` with a live token. Anything else, a member's id included (D1),
 * is 401. Every other endpoint keeps ignoring the header (plugins/session.ts). Looked up once
 * per request.
 */
export async function requireMemberOrToken(request: FastifyRequest): Promise<Caller> {
  let caller = callers.get(request);
  if (!caller) {
    caller = lookUp(request);
    callers.set(request, caller);
  }
  const found = await caller;
  if (!found) throw unauthorized();
  return found;
}
