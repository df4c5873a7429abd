import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

describe('health', () => {
  it('/healthz answers ok without touching the database', async () => {
    const res = await ctx.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz reports the database up', async () => {
    const res = await ctx.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', database: 'up', storage: 'disk' });
  });

  it('recovers after every database connection is killed (a database restart)', async () => {
    await ctx.app.inject({ url: '/readyz' });
    const admin = await ctx.db.connect();
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    admin.release();
    // The pool drops the dead clients and opens new ones; at most the first call may fail.
    let res = await ctx.app.inject({ url: '/readyz' });
    if (res.statusCode !== 200) res = await ctx.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
  });
});
