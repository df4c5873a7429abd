import type { Queryable } from '../../db/pool';

export { lockAdmins } from '../users';

import { escapeLike, foldedLikeText } from '../../db/escape-like';
import { type UserRow, userColumns } from '../users';

/** A users row as the admin tables read it: every profile column plus why they were suspended. */
export interface AdminUserRow extends UserRow {
  suspended_reason: string | null;
}

const ADMIN_USER_COLUMNS = `${userColumns('u')}, u.suspended_reason`;

/** A row of the Users list, with what the viewing admin may do to it. */
export interface AdminUserListRow extends AdminUserRow {
  can_remove_admin: boolean;
}

/**
 * An admin's seniority as a row to compare (decision 0038): when the role was given, or the
 * account's creation for the first admins; the lower id breaks a tie.
 */
const adminRank = (alias: string) => `(coalesce(${alias}.admin_since, ${alias}.created_at), ${alias}.id)`;

/** SQL: admin `senior` became one before admin `junior` (never true of an admin and themself). */
const seniorAdminSql = (senior: string, junior: string) => `(${adminRank(senior)} < ${adminRank(junior)})`;

/**
 * GET /api/admin/users: every member (suspended ones included), newest first, keyset on id.
 * `q` matches username, name or e-mail anywhere, case-insensitively (and the name ignoring accents):
 * the trigram indexes on lower(username) (0001), fold_search_text(name) (0228) and lower(email)
 * (0071) each serve one arm of the OR. `can_remove_admin` is revokeAdmin's seniority rule seen
 * from `viewer` (true of themself), so the tab does not offer what the server refuses; the
 * last-admin rule is left to the call, as it depends on every admin at that moment.
 */
export async function listAdminUsers(
  db: Queryable,
  viewer: number,
  page: { q?: string; limit: number; before?: number },
): Promise<AdminUserListRow[]> {
  const { rows } = await db.query<AdminUserListRow>(listAdminUsersQuery(viewer, page));
  return rows;
}

/**
 * The statement itself, apart, so a test can EXPLAIN what the route runs. The name's pattern is
 * built in SQL from the raw text ($5), folded before it is escaped, as the people search does
 * (people/search-repository.ts, foldedLikeText): `q` escaped first and folded after turned a
 * full-width ％ into a live wildcard. Username and e-mail are only lowered, so $1 is escaped here.
 */
export function listAdminUsersQuery(
  viewer: number,
  { q, limit, before }: { q?: string; limit: number; before?: number },
) {
  return {
    text: `select ${ADMIN_USER_COLUMNS}, u.is_admin and not ${seniorAdminSql('u', 'v')} as can_remove_admin
     from users u join users v on v.id = $4
     where ($1::text is null
            or lower(u.username) like $1
            or fold_search_text(u.name) like '%' || ${foldedLikeText('$5::text')} || '%'
            or lower(u.email) like $1)
       and ($2::int is null or u.id < $2)
     order by u.id desc limit $3`,
    values: [q ? `%${escapeLike(q.toLowerCase())}%` : null, before ?? null, limit, viewer, q || null],
  };
}

export async function findAdminUser(db: Queryable, id: number): Promise<AdminUserRow | undefined> {
  const { rows } = await db.query<AdminUserRow>(`select ${ADMIN_USER_COLUMNS} from users u where u.id = $1`, [id]);
  return rows[0];
}

/** The member's row, locked until the transaction ends: checks and the change see one state. */
export async function lockAdminUser(db: Queryable, id: number): Promise<AdminUserRow | undefined> {
  const { rows } = await db.query<AdminUserRow>(
    `select ${ADMIN_USER_COLUMNS} from users u where u.id = $1 for update`,
    [id],
  );
  return rows[0];
}

/** Sets the flags an admin controls and answers the updated row. */
export async function updateAdminFlags(
  db: Queryable,
  id: number,
  changes: Partial<{ is_admin: boolean; suspended: { reason: string | null } | null }>,
): Promise<AdminUserRow> {
  const sets: string[] = ['updated_at = now()'];
  const values: unknown[] = [id];
  if (changes.is_admin !== undefined) {
    const admin = `$${values.push(changes.is_admin)}::boolean`;
    // When the role was given: an admin's seniority (decision 0038).
    sets.push(`is_admin = ${admin}`, `admin_since = case when ${admin} then now() end`);
  }
  if (changes.suspended === null) sets.push('suspended_at = null', 'suspended_reason = null');
  if (changes.suspended) {
    // A second suspension keeps the first date; the reason is the latest one given.
    sets.push(
      'suspended_at = coalesce(suspended_at, now())',
      `suspended_reason = $${values.push(changes.suspended.reason)}`,
    );
  }
  const { rows } = await db.query<AdminUserRow>(
    `update users u set ${sets.join(', ')} where u.id = $1 returning ${ADMIN_USER_COLUMNS}`,
    values,
  );
  return rows[0];
}

/** Whether admin `senior` became one before admin `junior` (decision 0038, `adminRank`). */
export async function isSeniorAdmin(db: Queryable, senior: number, junior: number): Promise<boolean> {
  const { rows } = await db.query<{ senior: boolean }>(
    `select ${seniorAdminSql('s', 'j')} as senior from users s, users j where s.id = $1 and j.id = $2`,
    [senior, junior],
  );
  return rows[0]?.senior ?? false;
}
