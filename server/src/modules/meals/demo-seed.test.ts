import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/demo';
import { localDate, localTime } from '../../db/seed/demo/clock';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

describe('demo meals', () => {
  it('gives demo members a followed plan and a few days of diary, with figures that add up', async () => {
    await ctx.db.query('truncate users cascade');
    // The demo's clock at yesterday 1 pm in the community's time zone: its "today" has breakfast
    // and lunch eaten whatever the hour the test runs (just after midnight in New York, today's
    // diary is rightly still empty).
    await seedDemo(ctx.db, () => {}, localTime(localDate(new Date(), 1), '13:00'));
    const { rows: plans } = await ctx.db.query(
      `select u.username, p.name, p.is_active, p.calories, p.meals from meal_plans p join users u on u.id = p.user_id order by u.username`,
    );
    expect(plans.map((p) => p.username)).toEqual(['amara_fit', 'liam.runs', 'sofia_lifts']);
    for (const plan of plans) {
      expect(plan.is_active).toBe(true);
      const summed = plan.meals
        .flatMap((m: { foods: { calories: number }[] }) => m.foods)
        .reduce((s: number, f: { calories: number }) => s + f.calories, 0);
      expect(plan.calories).toBeCloseTo(summed, 0);
    }
    const { rows: days } = await ctx.db.query(
      `select u.username, count(distinct l.log_date)::int as days from meal_logs l join users u on u.id = l.user_id group by u.username`,
    );
    expect(days.every((d) => d.days === 3)).toBe(true);
  });
});
