import { utcIsoDate } from '@common/fitness/dates';
import { describe, expect, it } from 'vitest';
import { findUserById } from '../../../modules/users';
import { activityFigures, personalRecords } from '../../../modules/workouts';
import { useTestApp } from '../../../test/test-app';
import { seedDemo } from './index';

const ctx = useTestApp();

describe('the demo community: workouts', () => {
  it('gives every demo member one active plan and six weeks of logs, so streaks and records show', {
    timeout: 120_000,
  }, async () => {
    await seedDemo(ctx.db, () => {});
    const { rows: members } = await ctx.db.query<{ id: number; username: string; active: number; logs: number }>(
      `select u.id, u.username,
         (select count(*) from workout_plans p where p.user_id = u.id and p.is_active)::int as active,
         (select count(*) from workout_logs l where l.user_id = u.id)::int as logs
       from users u order by u.id`,
    );
    expect(members).toHaveLength(8);
    for (const m of members) {
      expect(m.active, m.username).toBe(1);
      expect(m.logs, m.username).toBeGreaterThanOrEqual(8);
    }
    const maya = members.find((m) => m.username === 'coach_maya')!;
    const records = await personalRecords(ctx.db, maya.id);
    expect(records.find((r) => r.exercise === 'Back Squat')?.heaviest_weight_kg).toBeGreaterThan(70);
    const figures = await activityFigures(ctx.db, (await findUserById(ctx.db, maya.id))!, utcIsoDate(), true);
    expect(figures.activity.source).toBe('logs');
    // Sessions missed now and then break some weeks, but the last full weeks count.
    expect(figures.activity.streak.weeks + figures.activity.week.activeDays).toBeGreaterThan(0);
  });
});
