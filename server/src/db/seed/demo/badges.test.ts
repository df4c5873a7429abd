import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { seedDemo } from './index';

const ctx = useTestApp();

describe('the demo community: badges', () => {
  it('has no self-declared trainer: every trainer badge was granted on a request; earned badges follow the logs', {
    timeout: 120_000,
  }, async () => {
    await seedDemo(ctx.db, () => {});
    const { rows: trainers } = await ctx.db.query<{ username: string; granted: boolean; badge: boolean }>(
      `select u.username,
         exists (select 1 from badge_requests r where r.user_id = u.id and r.status = 'granted'
                 and r.decided_by is not null and r.decided_by <> u.id) as granted,
         exists (select 1 from member_badges b where b.user_id = u.id and b.badge = 'certified_trainer') as badge
       from users u where u.is_trainer order by u.username`,
    );
    expect(trainers).toEqual([{ username: 'noah_yoga', granted: true, badge: true }]);
    const { rows: pending } = await ctx.db.query<{ username: string }>(
      `select u.username from badge_requests r join users u on u.id = r.user_id where r.status = 'pending'`,
    );
    expect(pending.map((r) => r.username)).toEqual(['diego_power']);
    const { rows: audit } = await ctx.db.query(`select action from audit_log where action like 'badge.%'`);
    expect(audit).toEqual([{ action: 'badge.grant' }]);
    // Every demo member has logged workouts, so every one holds First Workout, and only badges their logs earn.
    const { rows: earned } = await ctx.db.query<{ n: number; first: number; wrong: number }>(
      `select count(distinct u.id)::int as n,
         count(distinct b.user_id) filter (where b.badge = 'first_workout')::int as first,
         (select count(*) from member_badges m where m.badge <> 'certified_trainer'
            and not exists (select 1 from earned_badge_candidates c where c.user_id = m.user_id and c.badge = m.badge))::int as wrong
       from users u left join member_badges b on b.user_id = u.id`,
    );
    expect(earned[0]).toEqual({ n: 8, first: 8, wrong: 0 });
  });
});
