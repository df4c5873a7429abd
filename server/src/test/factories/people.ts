import type { Settings } from '@common/schemas/settings';
import type { Queryable } from '../../db/pool';
import { updateSettings } from '../../modules/privacy';
import { buildSignedInUser, follow, type UserOverrides } from '../factories';

/** Sets a member's privacy choices (others keep their defaults). */
export async function setPrivacy(db: Queryable, userId: number, privacy: Partial<Settings['privacy']>): Promise<void> {
  await updateSettings(db, userId, { privacy });
}

/** Makes two members friends (mutual follows, D4). */
export async function befriend(db: Queryable, a: number, b: number): Promise<void> {
  await follow(db, a, b);
  await follow(db, b, a);
}

/**
 * The three viewers privacy is judged from: a friend of the owner, a stranger, and an admin,
 * each signed in. The owner is built with the given overrides.
 */
export async function buildPrivacyCast(db: Queryable, ownerOverrides: UserOverrides = {}) {
  const owner = await buildSignedInUser(db, ownerOverrides);
  const friend = await buildSignedInUser(db);
  const stranger = await buildSignedInUser(db);
  const admin = await buildSignedInUser(db, { isAdmin: true });
  await befriend(db, owner.user.id, friend.user.id);
  return { owner, friend, stranger, admin };
}

const FIRST_NAMES = [
  'Ava',
  'Ben',
  'Cleo',
  'Dev',
  'Eli',
  'Faye',
  'Gus',
  'Hana',
  'Ivo',
  'Jade',
  'Kofi',
  'Lena',
  'Milo',
  'Nia',
  'Omar',
  'Pia',
  'Quin',
  'Rosa',
  'Sami',
  'Tara',
  'Uma',
  'Vik',
  'Wren',
  'Xavi',
  'Yara',
  'Zane',
];

/** A test that fills 10,000 members with insertManyUsers: seconds on a busy 2-core machine. */
export const MANY_USERS_TIMEOUT_MS = 120_000;

/**
 * Inserts `count` members in one set-based statement (no password hashing per row), for search
 * and suggestion benchmarks. Names vary like real ones do (a first name from a list, a surname
 * spelt from the row number's hash), so the trigram statistics are realistic: 'Ava Kelmodra',
 * username 'ava.kelmodra_42_<tag>'.
 */
export async function insertManyUsers(db: Queryable, count: number, tag: string): Promise<void> {
  await db.query(
    `insert into users (username, email, password_hash, name, first_name, last_name, fitness_goal, created_at)
     select lower(first) || '.' || lower(last) || '_' || i || '_' || $2,
            'bench_' || i || '_' || $2 || '@example.com', 'x', first || ' ' || last, first, last,
            (array['weight_loss','muscle_gain','strength','endurance'])[1 + i % 4],
            now() - make_interval(mins => i)
     from generate_series(1, $1) as i,
       lateral (select ($3::text[])[1 + i % cardinality($3::text[])] as first,
                       initcap(translate(substr(md5(i::text), 1, 6 + i % 4), '0123456789abcdef', 'aeioubdklmnrstvy'))
                         as last) n`,
    [count, tag, FIRST_NAMES],
  );
  await db.query('analyze users');
}
