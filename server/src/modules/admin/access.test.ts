import { ADMIN_MESSAGES } from '@common/admin-texts';
import { MESSAGES } from '@common/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildAdmin, buildReport } from '../../test/factories/admin';
import { ensureStarterFoods } from '../../test/factories/meals';
import { buildPost, commentAs } from '../../test/factories/posts';
import { loadWorkoutLibrary } from '../../test/factories/workouts';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  payload?: object;
  /** What an admin gets. */
  status: number;
}

// Every admin route, each aimed at something real, in an order an admin can run them one after
// another (grant before revoke, suspend before unsuspend).
let calls: Call[];
beforeAll(async () => {
  await Promise.all([loadWorkoutLibrary(ctx.db), ensureStarterFoods(ctx.db)]);
  const member = await buildUser(ctx.db);
  const doomed = await buildUser(ctx.db);
  const reporter = await buildUser(ctx.db);
  const post = await buildPost(ctx.db, member.id);
  const doomedPost = await buildPost(ctx.db, member.id);
  const comment = await commentAs(ctx.db, reporter.id, post);
  const report = (reporterId: number) =>
    buildReport(ctx.db, { reporterId, targetType: 'post', targetId: post, targetUserId: member.id });
  const [toResolve, toDismiss] = [await report(reporter.id), await report((await buildUser(ctx.db)).id)];
  const u = `/api/admin/users/${member.id}`;
  calls = [
    { method: 'GET', url: '/api/admin/users', status: 200 },
    { method: 'GET', url: '/api/admin/posts', status: 200 },
    { method: 'GET', url: '/api/admin/stats', status: 200 },
    { method: 'GET', url: '/api/admin/audit', status: 200 },
    { method: 'GET', url: '/api/admin/reports', status: 200 },
    { method: 'GET', url: '/api/admin/workout-plans', status: 200 },
    { method: 'GET', url: '/api/admin/meal-plans', status: 200 },
    { method: 'POST', url: `${u}/admin`, status: 200 },
    { method: 'DELETE', url: `${u}/admin`, status: 200 },
    { method: 'POST', url: `${u}/suspend`, payload: { reason: 'spam' }, status: 200 },
    { method: 'DELETE', url: `${u}/suspend`, status: 200 },
    { method: 'POST', url: `${u}/trainer`, status: 200 },
    { method: 'DELETE', url: `${u}/trainer`, status: 200 },
    { method: 'POST', url: `/api/admin/reports/${toDismiss}/dismiss`, status: 200 },
    { method: 'POST', url: `/api/admin/reports/${toResolve}/resolve`, payload: {}, status: 200 },
    { method: 'DELETE', url: `/api/admin/comments/${comment}`, status: 204 },
    { method: 'DELETE', url: `/api/admin/posts/${doomedPost}`, status: 204 },
    { method: 'DELETE', url: `/api/admin/users/${doomed.id}`, status: 204 },
    { method: 'POST', url: '/api/admin/workout-plans/default', status: 201 },
    { method: 'POST', url: '/api/admin/meal-plans/default', status: 201 },
  ];
});

const send = (call: Call, cookie?: string) =>
  ctx.app.inject({ method: call.method, url: call.url, payload: call.payload, headers: cookie ? { cookie } : {} });

const auditCount = async () => (await ctx.db.query<{ n: number }>('select count(*) as n from audit_log')).rows[0].n;

describe('who may call the admin API', () => {
  it('answers 401 to a visitor on every admin route, and changes nothing', async () => {
    for (const call of calls) {
      const res = await send(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.unauthorized });
    }
    expect(await auditCount()).toBe(0);
  });

  it("answers 403 with the spec's Access Denied text to a member, and changes nothing", async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    for (const call of calls) {
      const res = await send(call, cookie);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json()).toEqual({ message: ADMIN_MESSAGES.accessDenied });
    }
    expect(await auditCount()).toBe(0);
  });

  it('serves an admin on every admin route', async () => {
    const { cookie } = await buildAdmin(ctx.db);
    for (const call of calls) {
      const res = await send(call, cookie);
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(call.status);
    }
    // Every action above is audited, the reads are not.
    expect(await auditCount()).toBe(13);
  });
});
