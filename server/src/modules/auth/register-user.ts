import type { RegisterBody } from '@common/schemas/auth';
import { MESSAGES } from '@common/texts';
import type pg from 'pg';
import { transaction } from '../../db/pool';
import { conflict } from '../../lib/http-errors';
import { hashPassword } from '../sessions';
import { fullName, USER_COLUMNS, type UserRow } from '../users';

const FIRST_ACCOUNT_LOCK = 727275;

/**
 * Creates the member and their default settings. The very first account becomes the admin; the
 * advisory lock makes "first" exact even when two people register at the same moment.
 * Duplicates are caught by the unique indexes, not by a read-then-write check (STYLE habit 5).
 */
export async function registerUser(pool: pg.Pool, input: RegisterBody): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await transaction(pool, async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [FIRST_ACCOUNT_LOCK]);
      const { rows } = await tx.query<UserRow>(
        `insert into users (username, email, password_hash, name, first_name, last_name, is_admin)
         values ($1, $2, $3, $4, $5, $6, not exists (select 1 from users))
         returning ${USER_COLUMNS}`,
        [
          input.username,
          input.email,
          passwordHash,
          fullName(input.firstName, input.lastName, input.username),
          input.firstName,
          input.lastName,
        ],
      );
      const user = rows[0];
      await tx.query('insert into user_settings (user_id) values ($1)', [user.id]);
      return user;
    });
  } catch (err) {
    const constraint = (err as { constraint?: string }).constraint;
    if (constraint === 'users_username_lower_key') {
      throw conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
    }
    if (constraint === 'users_email_lower_key') {
      throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
    }
    throw err;
  }
}
