import type { Queryable } from '../../db/pool';

/** What an account email needs to know about its member. */
export interface MailRecipient {
  id: number;
  username: string;
  name: string;
  email: string;
  email_verified_at: Date | null;
  pending_email: string | null;
  suspended_at: Date | null;
}

const COLUMNS = 'id, username, name, email, email_verified_at, pending_email, suspended_at';

export async function findRecipient(db: Queryable, userId: number, lock = false): Promise<MailRecipient | undefined> {
  const { rows } = await db.query<MailRecipient>(
    `select ${COLUMNS} from users where id = $1 ${lock ? 'for update' : ''}`,
    [userId],
  );
  return rows[0];
}

/** The member with this address (users_email_lower_key), if any. */
export async function findRecipientByEmail(db: Queryable, email: string): Promise<MailRecipient | undefined> {
  const { rows } = await db.query<MailRecipient>(`select ${COLUMNS} from users where lower(email) = lower($1)`, [
    email,
  ]);
  return rows[0];
}

export async function isEmailTaken(db: Queryable, email: string, exceptUserId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from users where lower(email) = lower($1) and id <> $2', [
    email,
    exceptUserId,
  ]);
  return rows.length > 0;
}

export async function setPendingEmail(db: Queryable, userId: number, email: string | null): Promise<void> {
  await db.query('update users set pending_email = $2, updated_at = now() where id = $1', [userId, email]);
}

/** A reset link proves the member reads mail at the address: the address counts as confirmed too. */
export async function setPasswordFromReset(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query(
    `update users set password_hash = $2, email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
     where id = $1`,
    [userId, passwordHash],
  );
}

export async function markEmailVerified(db: Queryable, userId: number): Promise<void> {
  await db.query('update users set email_verified_at = coalesce(email_verified_at, now()) where id = $1', [userId]);
}

/** The confirmed new address replaces the old one (users_email_lower_key refuses a taken one). */
export async function replaceEmail(db: Queryable, userId: number, email: string): Promise<void> {
  await db.query(
    `update users set email = $2, pending_email = null, email_verified_at = now(), updated_at = now() where id = $1`,
    [userId, email],
  );
}
