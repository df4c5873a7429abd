import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/pool';
import { hashToken } from '../../modules/sessions';
import { base32Decode, totp } from '../../modules/two-factor';
import { DEFAULT_PASSWORD } from '../factories';
import type { TestBrowser } from '../test-browser';

// Sign-in security helpers for API tests (issue 35).

/** Signs the browser in with the member's password (a member without two-step sign-in). */
export async function signInWithPassword(browser: TestBrowser, username: string) {
  return browser.post('/api/auth/login', { username, password: DEFAULT_PASSWORD });
}

/** Turns two-step sign-in on through the API, as Settings does; answers the key and the recovery codes. */
export async function turnOnTwoStep(browser: TestBrowser): Promise<{ key: Buffer; recoveryCodes: string[] }> {
  const setup = await browser.post('/api/account/two-factor/totp');
  if (setup.statusCode !== 200) throw new Error(`set-up: ${setup.statusCode} ${setup.body}`);
  const key = base32Decode(setup.json().secret);
  const confirmed = await browser.post('/api/account/two-factor/totp/confirm', { code: totp(key, Date.now()) });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return { key, recoveryCodes: confirmed.json().recoveryCodes };
}

/**
 * Forgets which time step the member used last, so a test that is not about replay can sign in
 * again within the same 30 seconds.
 */
export async function forgetUsedStep(db: Queryable, userId: number): Promise<void> {
  await db.query('update two_factor_totp set last_used_step = null where user_id = $1', [userId]);
}

/** The kinds of email queued for the member, oldest first. */
export async function mailKindsOf(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ kind: string }>('select kind from mail_outbox where user_id = $1 order by id', [
    userId,
  ]);
  return rows.map((r) => r.kind);
}

/** Makes the member's sessions older than "recent" (signed in 11 minutes ago). */
export async function ageSignIn(db: Queryable, userId: number, minutes = 11): Promise<void> {
  await db.query(`update sessions set authenticated_at = now() - make_interval(mins => $2) where user_id = $1`, [
    userId,
    minutes,
  ]);
}

/**
 * A live password reset link's token for the member, as the emailed link carries it (only its
 * hash is stored, as account-email does), without sending an email.
 */
export async function resetTokenFor(db: Queryable, user: { id: number; email: string }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('delete from password_reset_tokens where user_id = $1', [user.id]);
  await db.query(
    `insert into password_reset_tokens (token_hash, user_id, email, expires_at)
     values ($1, $2, $3, now() + interval '1 hour')`,
    [hashToken(token), user.id, user.email],
  );
  return token;
}
