import { defaultCoachSettings, suggestNextSession } from '@common/coach';
import { utcIsoDate } from '@common/fitness/dates';
import { describe, expect, it } from 'vitest';
import { coachHistories } from '../../../modules/coach';
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
    // The coach (issue 33): Diego's plan squats by linear progression and deadlifts by effort,
    // logged with an RPE, so the effort-based scheme has data to suggest a weight from.
    const diego = members.find((m) => m.username === 'diego_power')!;
    const { rows: schemes } = await ctx.db.query<{ name: string; progression: string; reps: number; rpe: number }>(
      `select e.name, pe.progression, pe.progression_reps as reps, pe.target_rpe::float8 as rpe
       from workout_plans p join workout_plan_days d on d.plan_id = p.id
       join workout_plan_exercises pe on pe.day_id = d.id join exercises e on e.id = pe.exercise_id
       where p.user_id = $1 and pe.progression is not null order by e.name`,
      [diego.id],
    );
    expect(schemes).toEqual([
      { name: 'Back Squat', progression: 'linear', reps: 5, rpe: null },
      { name: 'Deadlift', progression: 'rpe', reps: 3, rpe: 8 },
    ]);
    const { rows: deadlift } = await ctx.db.query<{ id: number }>(
      `select id from exercises where user_id is null and name = 'Deadlift'`,
    );
    const [history] = await coachHistories(ctx.db, diego.id, [deadlift[0].id]);
    const next = suggestNextSession({
      history,
      progression: { scheme: 'rpe', reps: 3, rpe: 8 },
      plannedSets: 5,
      settings: defaultCoachSettings('kg'),
    });
    expect(next.outcome).toBe('effort');
    expect(next.sets[0].weight).toBeGreaterThan(100);
  });
});
