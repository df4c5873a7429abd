import { expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { insertManyUsers, MANY_USERS_TIMEOUT_MS } from '../../test/factories/people';
import { usersRead } from '../../test/plan-reads';
import { useTestApp } from '../../test/test-app';
import { listContactsQuery } from './contacts-repository';

const ctx = useTestApp();

it(
  "a page of chat contacts reads the page's members, not every member",
  async () => {
    await insertManyUsers(ctx.db, 10_000, 'contacts');
    const { user, cookie } = await buildSignedInUser(ctx.db);
    // The oldest members: walking every member by id, newest first, reached them last.
    await ctx.db.query(
      `insert into follows (follower_id, following_id)
       select $1, id from users where id <> $1 order by id limit 200`,
      [user.id],
    );
    await ctx.db.query('analyze follows');
    await ctx.db.query('analyze users');
    const first = await usersRead(ctx.db, listContactsQuery(user.id, { limit: 20 }));
    expect(first).toEqual({ rows: 20, fullScans: 0 });
    const page = (await apiAs(ctx, cookie).get('/api/chat/contacts?limit=20')).json();
    expect(page).toHaveLength(20);
    const next = listContactsQuery(user.id, { limit: 20, before: page[19].id });
    expect(await usersRead(ctx.db, next)).toEqual({ rows: 20, fullScans: 0 });
  },
  MANY_USERS_TIMEOUT_MS,
);
