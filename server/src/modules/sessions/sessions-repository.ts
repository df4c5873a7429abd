import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/pool';
import { type UserRow, userColumns } from '../users';
import { issuedTo, newSessionToken } from './session-tokens';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The second factor a session's sign-in passed (issue 35); null: the password alone. */
export type SecondFactor = 'code' | 'recovery_code' | 'passkey' | 'setup';

export interface SessionUser extends UserRow {
  session_hash: string;
  session_id: number;
  session_last_seen_at: Date;
  session_expires_at: Date;
  /** When the member last proved who they are in this session (sign-in, re-authentication). */
  session_authenticated_at: Date;
  session_second_factor: SecondFactor | null;
  /** Whether the member has two-step sign-in on (the admin area needs it). */
  two_factor_enabled: boolean;
  /**
   * Set on an admin whose session may not use the role (ADMIN_REQUIRES_TWO_FACTOR): two-step
   * sign-in is off, or this session passed the password alone. `is_admin` then reads false
   * (plugins/session.ts); this says why, for the admin area's answer and the member's own profile.
   */
  admin_withheld?: AdminWithheld;
}

/** Why an admin's session carries no admin power: two-step sign-in is off, or was not used. */
export type AdminWithheld = 'two_step_off' | 'password_only';

export interface SessionMeta {
  userAgent?: string;
  ip?: string;
  secondFactor?: SecondFactor | null;
}

/** A new random session token (signed with whose it is: session-tokens.ts); only its hash is stored (D1). */
export async function createSession(
  db: Queryable,
  userId: number,
  ttlMs: number,
  meta: SessionMeta,
): Promise<{ token: string; expiresAt: Date }> {
  const token = await newSessionToken(db, userId);
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at, user_agent, ip, second_factor)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      hashToken(token),
      userId,
      expiresAt,
      meta.userAgent?.slice(0, 300) ?? null,
      meta.ip ?? null,
      meta.secondFactor ?? null,
    ],
  );
  return { token, expiresAt };
}

/** The member behind a live, unexpired session of a member who is not suspended. */
export async function findSessionUser(db: Queryable, tokenHash: string): Promise<SessionUser | undefined> {
  // Every signed-in request runs this: a named statement is parsed and planned once per connection.
  const { rows } = await db.query<SessionUser>({
    name: 'session-user-v2',
    text: `select ${userColumns('u')}, s.token_hash as session_hash, s.id::int as session_id,
       s.last_seen_at as session_last_seen_at, s.expires_at as session_expires_at,
       s.authenticated_at as session_authenticated_at, s.second_factor as session_second_factor,
       exists (select 1 from two_factor_totp t where t.user_id = u.id and t.enabled_at is not null)
         as two_factor_enabled
     from sessions s join users u on u.id = s.user_id
     where s.token_hash = $1 and s.expires_at > now() and u.suspended_at is null`,
    values: [tokenHash],
  });
  return rows[0];
}

/**
 * Whether a token that opens no session was issued to a member who is suspended now: their
 * sessions were ended by the suspension, and its holder is told why. Asked only after the session
 * lookup found nothing, so a signed-in request still costs one query; a token the server did not
 * sign costs none.
 */
export async function isSuspendedMembersToken(db: Queryable, token: string): Promise<boolean> {
  const userId = await issuedTo(db, token);
  if (userId === undefined) return false;
  const { rows } = await db.query('select 1 from users where id = $1 and suspended_at is not null', [userId]);
  return rows.length > 0;
}

/** Sliding expiry: an active member stays signed in; written at most once an hour per session. */
export async function touchSession(db: Queryable, tokenHash: string, ttlMs: number): Promise<void> {
  await db.query(
    `update sessions set last_seen_at = now(), expires_at = now() + make_interval(secs => $2 / 1000.0)
     where token_hash = $1`,
    [tokenHash, ttlMs],
  );
}

/**
 * The member proved who they are again in this session (password or passkey): destructive
 * actions go through for the next minutes. A second factor, when given, is recorded too (the
 * session that turned two-step sign-in on has passed it).
 */
export async function markReauthenticated(
  db: Queryable,
  tokenHash: string,
  secondFactor?: SecondFactor,
): Promise<void> {
  await db.query(
    'update sessions set authenticated_at = now(), second_factor = coalesce($2, second_factor) where token_hash = $1',
    [tokenHash, secondFactor ?? null],
  );
}

/** Ends one session; answers its member, or null when it had already ended. */
export async function deleteSession(db: Queryable, tokenHash: string): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>('delete from sessions where token_hash = $1 returning user_id', [
    tokenHash,
  ]);
  return rows[0]?.user_id ?? null;
}

/**
 * Ends every session of a member, optionally keeping the current one (password change), and their
 * sign-ins half done: a pending second step proves a password that may just have changed, so
 * whoever gave it must sign in again (issue 35).
 */
export async function deleteUserSessions(db: Queryable, userId: number, keepHash?: string): Promise<void> {
  await db.query('delete from sessions where user_id = $1 and token_hash is distinct from $2', [
    userId,
    keepHash ?? null,
  ]);
  await db.query(`delete from auth_challenges where user_id = $1 and purpose = 'two_factor'`, [userId]);
}

export async function purgeExpiredSessions(db: Queryable): Promise<number> {
  const { rowCount } = await db.query('delete from sessions where expires_at <= now()');
  // The pending second steps and passkey challenges that nobody finished.
  const challenges = await db.query('delete from auth_challenges where expires_at <= now()');
  return (rowCount ?? 0) + (challenges.rowCount ?? 0);
}
