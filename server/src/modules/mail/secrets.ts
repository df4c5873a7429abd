import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/pool';

/**
 * A random secret shared by every instance, made on first use and kept in the database (so no
 * configuration is needed and all instances sign and check links with the same key).
 */
export async function sharedSecret(db: Queryable, name: string): Promise<Buffer> {
  await db.query('insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>('select value from app_secrets where name = $1', [name]);
  return Buffer.from(rows[0].value, 'base64url');
}
