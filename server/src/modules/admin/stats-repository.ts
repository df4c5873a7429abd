import type { AdminStats } from '@common/schemas/admin';
import type { Queryable } from '../../db/pool';

/**
 * The stat cards' live counts (D5) in one round trip: one select of count(*) subqueries. Every
 * member counts, suspended ones included; workout plans are every row (members' and recommended).
 * twoFactorMembers: members with two-step sign-in on (issue 35; two_factor_totp_enabled_idx).
 */
export async function loadStats(db: Queryable): Promise<AdminStats> {
  const { rows } = await db.query<AdminStats>(
    `select (select count(*) from users) as "users",
       (select count(*) from posts) as "posts",
       (select count(*) from workout_plans) as "workoutPlans",
       (select count(*) from meal_plans) as "mealPlans",
       (select count(*) from gyms) as "gyms",
       (select count(*) from reports where status = 'open') as "openReports",
       (select count(*) from two_factor_totp where enabled_at is not null) as "twoFactorMembers"`,
  );
  return rows[0];
}
