import type { GymInputParsed, GymListQuery } from '@common/schemas/gyms';
import type { Queryable } from '../../db/pool';
import { GYM_COLUMNS, type GymRow } from './gym-row';

export async function findGymById(db: Queryable, id: number): Promise<GymRow | undefined> {
  const { rows } = await db.query<GymRow>(`select ${GYM_COLUMNS} from gyms where id = $1`, [id]);
  return rows[0];
}

/** `%text%` for LIKE, with the user's own `%`, `_` and `\` matched literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * GET /api/gyms: newest first, keyset-paged by id; `q` matches name, city or zip code anywhere,
 * case-insensitively (gyms_search_trgm_idx).
 */
export async function listGyms(db: Queryable, { q, limit, before }: GymListQuery): Promise<GymRow[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (q) {
    params.push(containsPattern(q));
    where.push(`search_text like $${params.length}`);
  }
  if (before) {
    params.push(before);
    where.push(`id < $${params.length}`);
  }
  params.push(limit);
  const { rows } = await db.query<GymRow>(
    `select ${GYM_COLUMNS} from gyms ${where.length ? `where ${where.join(' and ')}` : ''}
     order by id desc limit $${params.length}`,
    params,
  );
  return rows;
}

/** Columns written from the admin form, in the order of `valuesOf`. */
const WRITABLE = `name, latitude, longitude, rating, address, city, state, zip_code, phone, website, image_url,
  opening_hours, amenities, description`;

function valuesOf(input: GymInputParsed): unknown[] {
  return [
    input.name,
    input.latitude,
    input.longitude,
    input.rating,
    input.address,
    input.city,
    input.state,
    input.zipCode,
    input.phone,
    input.website,
    input.imageUrl,
    input.openingHours,
    input.amenities,
    input.description,
  ];
}

export async function createGym(db: Queryable, input: GymInputParsed): Promise<GymRow> {
  const { rows } = await db.query<GymRow>(
    `insert into gyms (${WRITABLE}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     returning ${GYM_COLUMNS}`,
    valuesOf(input),
  );
  return rows[0];
}

/** Replaces every editable field; undefined when the gym does not exist. */
export async function updateGym(db: Queryable, id: number, input: GymInputParsed): Promise<GymRow | undefined> {
  const { rows } = await db.query<GymRow>(
    `update gyms set (${WRITABLE}, updated_at) = ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, now())
     where id = $1 returning ${GYM_COLUMNS}`,
    [id, ...valuesOf(input)],
  );
  return rows[0];
}

/** Deletes the gym (members who called it home keep their account, without a home gym). */
export async function deleteGym(db: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await db.query('delete from gyms where id = $1', [id]);
  return (rowCount ?? 0) > 0;
}
