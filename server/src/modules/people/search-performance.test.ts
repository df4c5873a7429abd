import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, follow } from '../../test/factories';
import { insertManyUsers, MANY_USERS_TIMEOUT_MS } from '../../test/factories/people';
import { planOf as planIn, type Statement, usersRead as usersReadIn } from '../../test/plan-reads';
import { useTestApp } from '../../test/test-app';
import { listFollowsQuery } from './follows-repository';
import { searchPeopleQuery } from './search-repository';
import { SUGGESTION_SOURCES, suggestPeopleQuery } from './suggestions-repository';

const ctx = useTestApp();

const planOf = (query: Statement) => planIn(ctx.db, query);
const usersRead = (query: Statement) => usersReadIn(ctx.db, query);

describe('people search, suggestions and follow lists with 10,000 members', () => {
  beforeAll(() => insertManyUsers(ctx.db, 10_000, 'perf'), MANY_USERS_TIMEOUT_MS);

  it(
    'search uses both trigram indexes and reads only the matching members, never every member',
    async () => {
      const { user, cookie } = await buildSignedInUser(ctx.db);
      const viewer = { id: user.id, isAdmin: false };
      for (const text of ['ava', 'kofi.', 'Lena Ke', '_1234_perf', 'zzz-nobody']) {
        const query = searchPeopleQuery(viewer, text, 20);
        const plan = await planOf(query);
        expect(plan, plan).toMatch(/Bitmap Index Scan on users_username_trgm_idx/);
        expect(plan, plan).toMatch(/Bitmap Index Scan on users_name_fold_trgm_idx/);
        // The members the trigram indexes point at, each read once, and no one else.
        const { rows } = await ctx.db.query<{ n: number }>(
          'select count(*)::int as n from users u where lower(u.username) like lower($1) or lower(u.name) like lower($1)',
          [query.values[1]],
        );
        expect(await usersRead(query), text).toEqual({ rows: rows[0].n, fullScans: 0 });
      }
      const res = await apiAs(ctx, cookie).get('/api/search/users?q=_1234_perf');
      expect(res.json()).toHaveLength(1);
      expect(res.json()[0].username).toMatch(/_1234_perf$/);
    },
    MANY_USERS_TIMEOUT_MS,
  );

  it(
    'a text of one or two letters reads the members whose words start with it through the indexes',
    async () => {
      const viewer = { id: (await buildSignedInUser(ctx.db)).user.id, isAdmin: false };
      for (const text of ['k', 'ko', 'zq']) {
        const query = searchPeopleQuery(viewer, text, 20);
        // Every member whose username or a word of whose name starts with the text, and no one else.
        const { rows } = await ctx.db.query<{ n: number }>(
          `select count(*)::int as n from users u
           where lower(u.username) like $1 or lower(u.name) like $1 or lower(u.name) like $2`,
          [`${text}%`, `% ${text}%`],
        );
        expect(await usersRead(query), text).toEqual({ rows: rows[0].n, fullScans: 0 });
      }
    },
    MANY_USERS_TIMEOUT_MS,
  );

  it(
    'suggestions read bounded sources, not every member',
    async () => {
      const { user, cookie } = await buildSignedInUser(ctx.db, { fitnessGoal: 'strength' });
      const { rows } = await ctx.db.query<{ id: number }>('select id from users order by id limit 20');
      for (const { id } of rows) await follow(ctx.db, user.id, id);
      await ctx.db.query('analyze follows');
      const limit = 10;
      const query = suggestPeopleQuery({ id: user.id, isAdmin: false }, limit);
      const plan = await planOf(query);
      expect(plan, plan).toMatch(/Index Scan using users_created_at_idx/);
      // Each source reads at most a page plus the members it skips as already followed; the page
      // of each is then read again by id, and the viewer once: bounded by the page and the
      // viewer's follows, whatever the number of members.
      const bound = SUGGESTION_SOURCES.length * (limit + rows.length) + SUGGESTION_SOURCES.length * limit + 1;
      const read = await usersRead(query);
      expect(read.fullScans).toBe(0);
      expect(read.rows).toBeLessThanOrEqual(bound);
      expect((await apiAs(ctx, cookie).get(`/api/suggested-users?limit=${limit}`)).json()).toHaveLength(limit);
    },
    MANY_USERS_TIMEOUT_MS,
  );

  it(
    "a follow list reads the page's members, not every member",
    async () => {
      const { user, cookie } = await buildSignedInUser(ctx.db);
      await ctx.db.query(
        `insert into follows (follower_id, following_id)
         select $1, id from users where id <> $1 order by id limit 200`,
        [user.id],
      );
      await ctx.db.query(
        `insert into follows (follower_id, following_id)
         select id, $1 from users where id <> $1 order by id desc limit 200`,
        [user.id],
      );
      await ctx.db.query('analyze follows');
      for (const direction of ['following', 'followers'] as const) {
        const query = listFollowsQuery(user.id, direction, { limit: 20 });
        // Walking the member's follows newest first and stopping at the page: 20 members read.
        expect(await usersRead(query), direction).toEqual({ rows: 20, fullScans: 0 });
        expect((await apiAs(ctx, cookie).get(`/api/follows/${direction}?limit=20`)).json()).toHaveLength(20);
      }
    },
    MANY_USERS_TIMEOUT_MS,
  );
});
