import { awardEarnedBadgesToAll } from '../../../modules/badges';
import { grantRequestIn } from '../../../modules/badges/decisions';
import { insertNotification } from '../../../modules/notifications/repository';
import { buildBadgeRequest } from '../../../test/factories/badges';
import { transaction } from '../../pool';
import type { DemoContext } from './index';

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
    const requestId = await buildBadgeRequest(ctx.pool, teacher, {
      note: 'Registered yoga teacher (RYT-500) since 2018.',
      link: 'https://example.org/yoga-registry/noah-williams',
    });
    const actor = { id: admin, username: 'coach_maya' };
    await transaction(ctx.pool, (tx) => grantRequestIn(tx, actor, requestId));
    await insertNotification(ctx.pool, {
      userId: teacher,
      actorId: admin,
      type: 'badge_granted',
      badge: 'certified_trainer',
    });
  }
  if (lifter) {
    await buildBadgeRequest(ctx.pool, lifter, {
      note: 'Powerlifting coach, certified by my national federation last spring.',
      link: 'https://example.org/coaches/diego-power',
    });
  }
  await awardEarnedBadgesToAll(ctx.pool);
}
