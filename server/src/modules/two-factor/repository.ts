import type { Queryable } from '../../db/pool';

export interface TotpRow {
  secret_ciphertext: string;
  enabled: boolean;
  last_used_step: number | null;
  /** A set-up older than this is void (SETUP_TTL). */
  setup_expired: boolean;
}

/** A set-up waits this long for its first code. */
const SETUP_TTL = '30 minutes';

export async function findTotp(db: Queryable, userId: number, lock = false): Promise<TotpRow | undefined> {
  const { rows } = await db.query<TotpRow>(
    `select secret_ciphertext, enabled_at is not null as enabled, last_used_step::float8 as last_used_step,
       enabled_at is null and created_at < now() - $2::interval as setup_expired
     from two_factor_totp where user_id = $1 ${lock ? 'for update' : ''}`,
    [userId, SETUP_TTL],
  );
  return rows[0];
}

/** Starts (or restarts) a set-up with a new key; an enabled row is left alone (answers false). */
export async function startTotpSetup(db: Queryable, userId: number, sealedSecret: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into two_factor_totp (user_id, secret_ciphertext) values ($1, $2)
     on conflict (user_id) do update set secret_ciphertext = excluded.secret_ciphertext, created_at = now(),
       last_used_step = null
     where two_factor_totp.enabled_at is null`,
    [userId, sealedSecret],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Uses a code's time step: accepted once, and only if it is later than every step used before,
 * in one statement (two requests with the same code cannot both pass). `enable` turns a set-up on.
 */
export async function useTimeStep(db: Queryable, userId: number, step: number, enable: boolean): Promise<boolean> {
  const { rowCount } = await db.query(
    `update two_factor_totp set last_used_step = $2, enabled_at = case when $3 then now() else enabled_at end
     where user_id = $1 and (enabled_at is not null) <> $3 and (last_used_step is null or last_used_step < $2)`,
    [userId, step, enable],
  );
  return (rowCount ?? 0) > 0;
}

export async function deleteTotp(db: Queryable, userId: number): Promise<void> {
  await db.query('delete from two_factor_totp where user_id = $1', [userId]);
  await db.query('delete from two_factor_recovery_codes where user_id = $1', [userId]);
}

/** Replaces the member's recovery codes with these (hashes). */
export async function replaceRecoveryCodes(db: Queryable, userId: number, hashes: string[]): Promise<void> {
  await db.query('delete from two_factor_recovery_codes where user_id = $1', [userId]);
  await db.query('insert into two_factor_recovery_codes (user_id, code_hash) select $1, unnest($2::text[])', [
    userId,
    hashes,
  ]);
}

/** Uses a recovery code once: answers how many unused codes remain, or null when it was not one. */
export async function useRecoveryCode(db: Queryable, userId: number, hash: string): Promise<number | null> {
  const { rows } = await db.query<{ left: number }>(
    `with used as (
       update two_factor_recovery_codes set used_at = now()
       where user_id = $1 and code_hash = $2 and used_at is null returning code_hash)
     select (select count(*)::int from two_factor_recovery_codes c
             where c.user_id = $1 and c.used_at is null and c.code_hash not in (select code_hash from used)) as left
     from used`,
    [userId, hash],
  );
  return rows[0] ? rows[0].left : null;
}

export async function countRecoveryCodesLeft(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ left: number }>(
    'select count(*)::int as left from two_factor_recovery_codes where user_id = $1 and used_at is null',
    [userId],
  );
  return rows[0].left;
}

/** The admin dashboard: members with two-step sign-in on (two_factor_totp_enabled_idx). */
export async function countTwoFactorMembers(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from two_factor_totp where enabled_at is not null',
  );
  return rows[0].n;
}
