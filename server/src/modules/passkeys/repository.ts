import type { Queryable } from '../../db/pool';

export interface PasskeyRow {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: Buffer;
  counter: number;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS =
  'id, user_id, credential_id, public_key, counter::float8 as counter, transports, name, created_at, last_used_at';

/** A member's passkeys, newest first (passkeys_user_idx). */
export async function listPasskeys(db: Queryable, userId: number): Promise<PasskeyRow[]> {
  const { rows } = await db.query<PasskeyRow>(`select ${COLUMNS} from passkeys where user_id = $1 order by id desc`, [
    userId,
  ]);
  return rows;
}

export async function findPasskeyByCredential(db: Queryable, credentialId: string): Promise<PasskeyRow | undefined> {
  const { rows } = await db.query<PasskeyRow>(`select ${COLUMNS} from passkeys where credential_id = $1`, [
    credentialId,
  ]);
  return rows[0];
}

/**
 * Stores a new passkey unless the member already has `max` of them (counted in the same statement,
 * under a lock on the member's row so two at once cannot pass the count). Answers the row, or
 * null at the limit; a credential registered before (by anyone) is refused by the unique index.
 */
export async function insertPasskey(
  db: Queryable,
  p: {
    userId: number;
    credentialId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: string[];
    name: string;
  },
  max: number,
): Promise<PasskeyRow | null> {
  await db.query('select 1 from users where id = $1 for update', [p.userId]);
  const { rows } = await db.query<PasskeyRow>(
    `insert into passkeys (user_id, credential_id, public_key, counter, transports, name)
     select $1, $2, $3, $4, $5, $6 where (select count(*) from passkeys where user_id = $1) < $7
     returning ${COLUMNS}`,
    [p.userId, p.credentialId, Buffer.from(p.publicKey), p.counter, p.transports, p.name, max],
  );
  return rows[0] ?? null;
}

export async function recordPasskeyUse(db: Queryable, id: number, counter: number): Promise<void> {
  await db.query('update passkeys set counter = $2, last_used_at = now() where id = $1', [id, counter]);
}

export async function deletePasskey(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('delete from passkeys where user_id = $1 and id = $2', [userId, id]);
  return (rowCount ?? 0) > 0;
}

export async function countPasskeys(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from passkeys where user_id = $1', [
    userId,
  ]);
  return rows[0].n;
}
