import { randomUUID } from 'node:crypto';
import { IMPORT_LIMITS } from '@common/schemas/history-import';
import type { Queryable } from '../../db/pool';

// Uploaded files between preview and commit (migration 0110). Kept in PostgreSQL, not in the
// process, so any app instance can answer the commit; one per member, capped in size by the
// upload limit, and forgotten after IMPORT_LIMITS.previewMinutes.

export interface StoredUpload {
  token: string;
  bytes: Buffer;
  expiresAt: Date;
}

/** Stores the member's file, replacing the one they uploaded before. */
export async function storeUpload(db: Queryable, userId: number, bytes: Buffer): Promise<StoredUpload> {
  const token = randomUUID();
  const { rows } = await db.query<{ expires_at: Date }>(
    `insert into history_import_uploads (token, user_id, bytes, byte_size, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(mins => $5))
     on conflict (user_id) do update set token = excluded.token, bytes = excluded.bytes,
       byte_size = excluded.byte_size, created_at = now(), expires_at = excluded.expires_at
     returning expires_at`,
    [token, userId, bytes, bytes.length, IMPORT_LIMITS.previewMinutes],
  );
  return { token, bytes, expiresAt: rows[0].expires_at };
}

export async function findUpload(db: Queryable, userId: number, token: string): Promise<StoredUpload | null> {
  const { rows } = await db.query<{ bytes: Buffer; expires_at: Date }>(
    'select bytes, expires_at from history_import_uploads where token = $1 and user_id = $2 and expires_at > now()',
    [token, userId],
  );
  return rows[0] ? { token, bytes: rows[0].bytes, expiresAt: rows[0].expires_at } : null;
}

/** Forgets the file; true when there was one. */
export async function deleteUpload(db: Queryable, userId: number, token: string): Promise<boolean> {
  const { rowCount } = await db.query('delete from history_import_uploads where token = $1 and user_id = $2', [
    token,
    userId,
  ]);
  return (rowCount ?? 0) > 0;
}

/** Hourly housekeeping: files nobody imported or cancelled. */
export async function purgeExpiredUploads(db: Queryable): Promise<number> {
  const { rowCount } = await db.query('delete from history_import_uploads where expires_at <= now()');
  return rowCount ?? 0;
}
