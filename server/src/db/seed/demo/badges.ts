import { awardEarnedBadgesToAll, grantRequestIn, insertRequest } from '../../../modules/badges';
import { transaction } from '../../pool';
import type { DemoContext } from './index';

const DAY = 24 * 3600_000;

/** A member asks for the trainer badge, as the request form sends it; answers the request's id. */
async function askFor(ctx: DemoContext, userId: number, request: { note: string; link: string }): Promise<number> {
  const row = await insertRequest(ctx.pool, userId, { badge: 'certified_trainer', ...request });
  if (!row) throw new Error(`demo badges: member ${userId} already has a waiting request`);
  return row.id;
}

/**
 * Demo badges (issue 16 point 1, D11): no demo member declares themselves a trainer. The yoga
 * teacher asked and an admin granted it, through the same decision as the admin queue (audit entry
 * and notification); the powerlifter's request waits in the queue. Earned badges come from the
 * demo logs by the server's own rule, as a saved log would grant them.
 */
export async function seedDemoBadges(ctx: DemoContext): Promise<void> {
  const admin = ctx.users.get('coach_maya');
  const teacher = ctx.users.get('noah_yoga');
  const lifter = ctx.users.get('diego_power');
  if (admin && teacher) {
    const requestId = await askFor(ctx, teacher, {
      note: 'Registered yoga teacher (RYT-500) since 2018.',
      link: 'https://example.org/yoga-registry/noah-williams',
    });
    const actor = { id: admin, username: 'coach_maya' };
    await transaction(ctx.pool, (tx) => grantRequestIn(tx, actor, requestId));
    // Asked ten days ago and granted the next day, on the demo's clock; the notification of the
    // grant is written with the others, in time order (notifications.ts).
    const asked = new Date(ctx.now.getTime() - 10 * DAY);
    const granted = new Date(asked.getTime() + DAY);
    await ctx.pool.query(
      `with r as (update badge_requests set created_at = $2, decided_at = $3 where id = $1 returning user_id)
       update member_badges set earned_at = $3 where user_id = (select user_id from r) and badge = 'certified_trainer'`,
      [requestId, asked, granted],
    );
    await ctx.pool.query(
      "update audit_log set created_at = $2 where target_id = $1 and action like 'badge%' and created_at > $2",
      [teacher, granted],
    );
  }
  if (lifter) {
    await askFor(ctx, lifter, {
      note: 'Powerlifting coach, certified by my national federation last spring.',
      link: 'https://example.org/coaches/diego-power',
    });
  }
  await awardEarnedBadgesToAll(ctx.pool);
  // Earned by the demo's logs, which all lie before the demo's now.
  await ctx.pool.query('update member_badges set earned_at = $1 where earned_at > $1', [ctx.now]);
  await ctx.pool.query('update badge_requests set created_at = $1 where created_at > $1', [
    new Date(ctx.now.getTime() - 2 * DAY),
  ]);
}
