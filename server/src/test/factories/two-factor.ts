import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/pool';
import { sealSecret, totp } from '../../modules/two-factor';

// Two-step sign-in factories (issue 35): a member with TOTP on, as the set-up leaves them.

/** Turns two-step sign-in on for the member with a new key; answers the key (for codes). */
export async function enableTwoFactor(db: Queryable, userId: number): Promise<Buffer> {
  const key = randomBytes(20);
  await db.query(
    `insert into two_factor_totp (user_id, secret_ciphertext, enabled_at) values ($1, $2, now())
     on conflict (user_id) do update set secret_ciphertext = excluded.secret_ciphertext, enabled_at = now(),
       last_used_step = null`,
    [userId, await sealSecret(db, key)],
  );
  return key;
}

/** The code an authenticator app shows now for this key, or `steps` periods away. */
export function codeFor(key: Uint8Array, steps = 0): string {
  return totp(key, Date.now() + steps * 30_000);
}
