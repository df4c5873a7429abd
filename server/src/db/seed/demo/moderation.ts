import { buildReport } from '../../../test/factories/moderation';
import type { DemoContext } from './index';

/**
 * Demo moderation (D10): one open report in the admins' queue, so the Reports tab and its stat
 * card show the workflow on a fresh demo. The reported post is an ordinary demo post: resolving
 * or dismissing it is the admin's call.
 */
export async function seedDemoModeration(ctx: DemoContext): Promise<void> {
  const reporter = ctx.users.get('liam.runs');
  const author = ctx.users.get('diego_power');
  if (!reporter || !author) return;
  const { rows } = await ctx.pool.query<{ id: number; content: string }>(
    'select id, content from posts where user_id = $1 order by id desc limit 1',
    [author],
  );
  if (!rows[0]) return;
  await buildReport(ctx.pool, reporter, {
    targetType: 'post',
    targetId: rows[0].id,
    targetUserId: author,
    excerpt: rows[0].content.slice(0, 300),
    reason: 'misinformation',
    details: 'Claims you can skip warm-ups entirely. Not great advice for beginners.',
  });
}
