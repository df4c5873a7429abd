import type { AdminReport } from '@common/schemas/moderation';
import { expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildAdmin } from '../../test/factories/admin';
import { insertManyUsers, MANY_USERS_TIMEOUT_MS } from '../../test/factories/people';
import { usersRead } from '../../test/plan-reads';
import { useTestApp } from '../../test/test-app';
import { listReportsQuery } from './reports-repository';

const ctx = useTestApp();

it(
  "a page of open reports reads the page's members, not every member",
  async () => {
    await insertManyUsers(ctx.db, 10_000, 'reports');
    const admin = await buildAdmin(ctx.db);
    // A few hundred open reports of members by members, as a busy week leaves the queue.
    await ctx.db.query(
      `insert into reports (reporter_id, target_type, target_id, target_user_id, reason)
       select r.id, 'user', r.id + 1, r.id + 1, 'spam' from users r where r.id % 30 = 0 and r.id <> $1`,
      [admin.user.id],
    );
    await ctx.db.query('analyze reports');
    // Each report of the page: its reporter, the reported member, and whether they still exist.
    const first = await usersRead(ctx.db, listReportsQuery({ status: 'open', limit: 20 }));
    expect(first).toEqual({ rows: 60, fullScans: 0 });
    const page = (await apiAs(ctx, admin.cookie).get('/api/admin/reports?limit=20')).json<AdminReport[]>();
    expect(page).toHaveLength(20);
    expect(page[0]).toMatchObject({ targetType: 'user', targetExists: true, reporter: expect.any(Object) });
    const next = listReportsQuery({ status: 'open', limit: 20, before: page[19].id });
    expect(await usersRead(ctx.db, next)).toEqual({ rows: 60, fullScans: 0 });
  },
  MANY_USERS_TIMEOUT_MS,
);
