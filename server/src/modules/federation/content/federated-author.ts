import { settingSql } from '../../access';

/**
 * SQL condition (over `users u` and `user_settings s`, left joined) for an author whose public
 * items may leave the server (DECISIONS D15): an ActivityPub actor, as the core's members.ts
 * decides it: not suspended, federation switched on (migration 0210; on by default), and a
 * profile for everyone or for friends (whose followers elsewhere are approved one by one). A
 * private profile is not on the fediverse at all.
 */
export function federatedAuthorSql(u = 'u', s = 's'): string {
  return `(${u}.suspended_at is null
    and ${settingSql(`${s}.profile_visibility`, 'profileVisibility')} in ('public', 'friends')
    and ${FEDERATION_ON_SQL(s)})`;
}

/** Whether the member left federation on: one place, so the content side follows core's column. */
const FEDERATION_ON_SQL = (s: string) => `coalesce(${s}.federation_enabled, true)`;
