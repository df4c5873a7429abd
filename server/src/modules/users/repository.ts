import type { DistanceUnit, UnitPreferences, WeightUnit } from '@common/units';
import type { Queryable } from '../../db/pool';
import { USER_COLUMNS, type UserRow } from './user-row';

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
  return rows[0];
}

/** Sign-in accepts the username or the e-mail address, case-insensitively. */
export async function findUserCredentials(
  db: Queryable,
  usernameOrEmail: string,
): Promise<(UserRow & { password_hash: string }) | undefined> {
  const { rows } = await db.query<UserRow & { password_hash: string }>(
    `select ${USER_COLUMNS}, password_hash from users
     where lower(username) = lower($1) or lower(email) = lower($1)
     order by (lower(username) = lower($1)) desc limit 1`,
    [usernameOrEmail],
  );
  return rows[0];
}

/** The columns a profile edit may change (snake_case, as stored). */
export type ProfileChanges = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'first_name'
    | 'last_name'
    | 'bio'
    | 'date_of_birth'
    | 'height_cm'
    | 'weight_kg'
    | 'body_type'
    | 'fitness_goal'
    | 'activity_level'
    | 'profile_image_url'
    | 'profile_image_key'
  >
>;

const EDITABLE = new Set<keyof ProfileChanges>([
  'name',
  'first_name',
  'last_name',
  'bio',
  'date_of_birth',
  'height_cm',
  'weight_kg',
  'body_type',
  'fitness_goal',
  'activity_level',
  // Not is_trainer: the badges domain writes it with the badge it copies (DECISIONS D11).
  'profile_image_url',
  'profile_image_key',
]);

/** Writes the given columns (others unchanged) and answers the updated row. */
export async function updateUserProfile(db: Queryable, id: number, changes: ProfileChanges): Promise<UserRow> {
  const entries = Object.entries(changes).filter(
    ([column, value]) => value !== undefined && EDITABLE.has(column as keyof ProfileChanges),
  );
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`);
  const { rows } = await db.query<UserRow>(
    `update users set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1 returning ${USER_COLUMNS}`,
    [id, ...entries.map(([, value]) => value)],
  );
  return rows[0];
}

/** The row, locked until the transaction ends (profile edits, account deletion). */
export async function lockUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1 for update`, [id]);
  return rows[0];
}

export async function findPasswordHash(db: Queryable, id: number): Promise<string | undefined> {
  const { rows } = await db.query<{ password_hash: string }>('select password_hash from users where id = $1', [id]);
  return rows[0]?.password_hash;
}

export async function updatePasswordHash(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [id, passwordHash]);
}

/** Stores the member's unit choices (either may be left out) and answers both. */
export async function updateUnitPreferences(
  db: Queryable,
  id: number,
  units: Partial<UnitPreferences>,
): Promise<UnitPreferences> {
  const { rows } = await db.query<{ weight: WeightUnit; distance: DistanceUnit }>(
    `update users set weight_unit = coalesce($2, weight_unit), distance_unit = coalesce($3, distance_unit),
       updated_at = now()
     where id = $1 returning weight_unit as weight, distance_unit as distance`,
    [id, units.weight ?? null, units.distance ?? null],
  );
  return rows[0];
}

/**
 * Locks every admin's row and answers their ids. Two admins revoking each other at once
 * serialise here: the second waits, then re-reads the rows (READ COMMITTED re-checks `is_admin`
 * on the new version) and sees that only one admin is left.
 */
export async function lockAdmins(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('select id from users where is_admin order by id for update');
  return rows.map((r) => r.id);
}
