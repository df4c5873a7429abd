import type { MediaKind } from '@common/schemas/media';
import type { Queryable } from '../../db/pool';

export interface MediaRow {
  key: string;
  user_id: number;
  kind: MediaKind;
  content_type: string;
  bytes: number;
  width: number | null;
  height: number | null;
  duration_seconds: number | null;
  /** Widths of the photo's smaller copies (variants.ts); null while not made yet. */
  variant_widths: number[] | null;
  created_at: Date;
}

const COLUMNS = 'key, user_id, kind, content_type, bytes, width, height, duration_seconds, variant_widths, created_at';

export async function insertMedia(db: Queryable, row: Omit<MediaRow, 'created_at'>): Promise<MediaRow> {
  const { rows } = await db.query<MediaRow>(
    `insert into media (key, user_id, kind, content_type, bytes, width, height, duration_seconds, variant_widths)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     returning ${COLUMNS}`,
    [
      row.key,
      row.user_id,
      row.kind,
      row.content_type,
      row.bytes,
      row.width,
      row.height,
      row.duration_seconds,
      row.variant_widths,
    ],
  );
  return rows[0];
}

export async function findMediaByKeys(db: Queryable, keys: readonly string[]): Promise<MediaRow[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.query<MediaRow>(`select ${COLUMNS} from media where key = any($1::text[])`, [keys]);
  return rows;
}

export async function findMediaKeysOwnedBy(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>('select key from media where user_id = $1', [userId]);
  return rows.map((r) => r.key);
}

export async function deleteMediaRows(db: Queryable, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const { rowCount } = await db.query('delete from media where key = any($1::text[])', [keys]);
  return rowCount ?? 0;
}

/** Records the copies made of a photo (an empty array: none worth making); false when the row is gone. */
export async function setVariantWidths(db: Queryable, key: string, widths: readonly number[]): Promise<boolean> {
  const { rowCount } = await db.query('update media set variant_widths = $2 where key = $1', [key, widths]);
  return rowCount === 1;
}

/** Photos whose copies are not made yet, newest first (media_variants_pending_idx). */
export async function findImagesWithoutVariants(db: Queryable, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `select key from media where kind = 'image' and variant_widths is null order by created_at desc limit $1`,
    [limit],
  );
  return rows.map((r) => r.key);
}
