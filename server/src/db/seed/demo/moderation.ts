import { EXCERPT_LENGTH, insertReport } from '../../../modules/moderation';
import { minutes } from './clock';
import type { DemoContext } from './index';

/**
 * Demo moderation (D10): one open report in the admins' queue, so the Reports tab and its stat
 * card show the workflow on a fresh demo. Liam reports Diego's post telling people to skip
 * warm-ups, a while after it went up; resolving or dismissing it is the admin's call.
 */
export async function seedDemoModeration(ctx: DemoContext): Promise<void> {
  const reporter = ctx.users.get('liam.runs');
  const author = ctx.users.get('diego_power');
  if (!reporter || !author) return;
  const { rows } = await ctx.pool.query<{ id: number; content: string; created_at: Date }>(
    `select id, content, created_at from posts where user_id = $1 and content ilike '%warm-ups%'`,
    [author],
  );
  const post = rows[0];
  if (!post) return;
  // Filed as the Report button files it: the post's author and its text as evidence.
  const report = await insertReport(ctx.pool, {
    reporterId: reporter,
    targetType: 'post',
    targetId: post.id,
    target: { user_id: author, excerpt: post.content.slice(0, EXCERPT_LENGTH) },
    reason: 'misinformation',
    details: 'Tells people to skip warm-ups entirely. Not great advice for beginners.',
  });
  if (!report) throw new Error('demo moderation: the report was not filed');
  const reportId = report.id;
  const at = new Date(Math.min(post.created_at.getTime() + minutes(50), ctx.now.getTime() - minutes(1)));
  await ctx.pool.query('update reports set created_at = $2 where id = $1', [reportId, at]);
}
