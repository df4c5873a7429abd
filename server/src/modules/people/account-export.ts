import type { Settings } from '@common/schemas/settings';
import type { User } from '@common/schemas/user';
import type { Queryable } from '../../db/pool';
import { getSettings } from '../privacy/settings-repository';
import { presentUser } from '../users/presenter';
import type { UserRow } from '../users/user-row';

/** Tables and columns that never leave the database, even to their owner. */
// The outbox may hold an unsent one-time link (password reset): an export must not hand it to
// whoever holds a session.
const SECRET_TABLES = new Set(['sessions', 'mail_outbox']);
const isSecretColumn = (column: string) => column === 'password_hash' || column.endsWith('token_hash');

export interface AccountExport {
  format: 'fitcircle-export-v1';
  exportedAt: string;
  profile: User;
  settings: Settings;
  /** Every row that references the member, by table, then by the column that references them. */
  tables: Record<string, Record<string, Record<string, unknown>[]>>;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Columns of this schema's tables that are foreign keys to users(id): found in the catalog at
 * export time, so a table another domain adds (posts, likes, messages...) is exported without
 * anyone remembering to list it here.
 */
async function userReferences(db: Queryable): Promise<{ table: string; column: string }[]> {
  const { rows } = await db.query<{ table: string; column: string }>(
    `select t.relname as table, a.attname as column
     from pg_constraint c
     join pg_class t on t.oid = c.conrelid
     join pg_namespace n on n.oid = t.relnamespace and n.nspname = current_schema()
     join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f' and c.confrelid = 'users'::regclass and cardinality(c.conkey) = 1
     order by 1, 2`,
  );
  return rows.filter((r) => !SECRET_TABLES.has(r.table));
}

/** Everything the member owns or that is about them, as one JSON document (GET /api/users/{id}/export). */
export async function exportAccount(db: Queryable, user: UserRow): Promise<AccountExport> {
  const tables: AccountExport['tables'] = {};
  for (const { table, column } of await userReferences(db)) {
    const { rows } = await db.query<Record<string, unknown>>(
      `select * from ${quoteIdent(table)} where ${quoteIdent(column)} = $1 order by 1`,
      [user.id],
    );
    if (rows.length === 0) continue;
    tables[table] ??= {};
    tables[table][column] = rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([name]) => !isSecretColumn(name))),
    );
  }
  return {
    format: 'fitcircle-export-v1',
    exportedAt: new Date().toISOString(),
    profile: presentUser(user, { includeEmail: true }),
    settings: await getSettings(db, user.id),
    tables,
  };
}
