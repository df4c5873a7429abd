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
