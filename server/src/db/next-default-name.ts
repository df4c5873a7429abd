import { escapeLike } from './escape-like';
import type { Queryable } from './pool';

/**
 * The name for a new default (recommended) plan: `base`, or `base 2`, `base 3`... when the
 * recommended plans already use it. Not a constraint: two admins clicking at once may share a
 * number, which is harmless.
 */
export async function nextDefaultName(db: Queryable, table: 'workout_plans' | 'meal_plans', base: string) {
  const { rows } = await db.query<{ name: string }>(
    `select name from ${table} where curated and (name = $1 or name like $2)`,
    [base, `${escapeLike(base)} %`],
  );
  if (!rows.some((r) => r.name === base)) return base;
  const numbers = rows.map((r) => Number(r.name.slice(base.length + 1))).filter(Number.isInteger);
  return `${base} ${Math.max(1, ...numbers) + 1}`;
}
