import { beforeAll, describe, expect, it } from 'vitest';
import { insertManyUsers, MANY_USERS_TIMEOUT_MS } from '../../test/factories/people';
import { planOf, usersRead } from '../../test/plan-reads';
import { useTestApp } from '../../test/test-app';
import { listAdminUsersQuery } from './users-repository';

const ctx = useTestApp();

describe('the admin member search with 10,000 members', () => {
  beforeAll(() => insertManyUsers(ctx.db, 10_000, 'adm'), MANY_USERS_TIMEOUT_MS);

  it(
    'looks a text up through the three trigram indexes, the name’s pattern folded and escaped in SQL',
    async () => {
      const { rows: admins } = await ctx.db.query<{ id: number }>('select id from users order by id limit 1');
      for (const [text, namePattern] of [
        ['_1234_adm', String.raw`'%\_1234\_adm%'`],
        ['zzz-nobody', `'%zzz-nobody%'`],
        // Folded to an ASCII _ and only then escaped: a literal _, and still a constant the index reads.
        ['Kofi ＿x', String.raw`'%kofi \_x%'`],
      ]) {
        const query = listAdminUsersQuery(admins[0].id, { q: text, limit: 20 });
        const plan = await planOf(ctx.db, query);
        expect(plan, plan).toMatch(/Bitmap Index Scan on users_username_trgm_idx/);
        expect(plan, plan).toMatch(/Bitmap Index Scan on users_name_fold_trgm_idx/);
        expect(plan, plan).toMatch(/Bitmap Index Scan on users_email_trgm_idx/);
        expect(plan, plan).toContain(`Index Cond: (fold_search_text(name) ~~ ${namePattern}::text)`);
        // The viewing admin's row, then the matching members and no one else.
        const { rows } = await ctx.db.query(query);
        expect(await usersRead(ctx.db, query), text).toEqual({ rows: rows.length + 1, fullScans: 0 });
      }
    },
    MANY_USERS_TIMEOUT_MS,
  );
});
