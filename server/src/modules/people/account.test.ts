import { ADMIN_MESSAGES } from '@common/admin-texts';
import { PEOPLE_MESSAGES } from '@common/people-texts';
import { MESSAGES } from '@common/texts';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser, DEFAULT_PASSWORD, follow, sessionCookieFor } from '../../test/factories';
import { setPrivacy } from '../../test/factories/people';
import { makePng } from '../../test/media-files';
import { useTestApp } from '../../test/test-app';
import { saveUpload } from '../media';

const ctx = useTestApp();

const signedIn = async (cookie: string) => (await apiAs(ctx, cookie).get('/api/auth/user')).statusCode === 200;
const login = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

describe('POST /api/auth/password', () => {
  const change = (cookie: string | undefined, body: object) => apiAs(ctx, cookie).post('/api/auth/password', body);

  it('changes the password for real and signs out every other session, not this one', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const otherBrowser = await sessionCookieFor(ctx.db, user.id);
    const res = await change(cookie, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(204);
    expect(await signedIn(cookie)).toBe(true);
    expect(await signedIn(otherBrowser)).toBe(false);
    expect((await login(user.username, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.username, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('a wrong current password is 400 with the message on currentPassword, and changes nothing', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const res = await change(cookie, {
      currentPassword: 'wrong-one',
      newPassword: 'abcdefg',
      confirmPassword: 'abcdefg',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: PEOPLE_MESSAGES.currentPasswordWrong,
      errors: { currentPassword: PEOPLE_MESSAGES.currentPasswordWrong },
    });
    expect((await login(user.username, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: '12345', confirmPassword: '12345' }, 'newPassword', MESSAGES.settingsPasswordMin],
    [{ currentPassword: '123' }, 'currentPassword', MESSAGES.settingsPasswordMin],
    [{ confirmPassword: 'different-1' }, 'confirmPassword', MESSAGES.passwordsDontMatch],
    [
      { newPassword: DEFAULT_PASSWORD, confirmPassword: DEFAULT_PASSWORD },
      'newPassword',
      PEOPLE_MESSAGES.newPasswordSame,
    ],
  ])('refuses %o with the message on %s', async (override, field, message) => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const body = {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'new-pass-1',
      confirmPassword: 'new-pass-1',
      ...override,
    };
    const res = await change(cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('answers 401 to a visitor whatever the body', async () => {
    expect((await change(undefined, {})).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/{id}', () => {
  /** Every table with a column that references users, from the catalog (other domains' too). */
  async function rowsReferencing(userId: number): Promise<Record<string, number>> {
    const { rows: refs } = await ctx.db.query<{ table: string; column: string }>(
      `select t.relname as table, a.attname as column
       from pg_constraint c join pg_class t on t.oid = c.conrelid
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
       where c.contype = 'f' and c.confrelid = 'users'::regclass
       union
       select table_name, column_name from information_schema.columns
       where table_schema = current_schema() and column_name = 'user_id'`,
    );
    expect(refs.length).toBeGreaterThanOrEqual(5); // sessions, settings, follows (2), media at least
    const counts: Record<string, number> = {};
    for (const { table, column } of refs) {
      const { rows } = await ctx.db.query(`select count(*)::int as n from "${table}" where "${column}" = $1`, [userId]);
      if (rows[0].n > 0) counts[`${table}.${column}`] = rows[0].n;
    }
    return counts;
  }

  it('deletes the account and everything of the member, signs them out, and leaves others alone', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    const friend = await buildUser(ctx.db);
    await follow(ctx.db, user.id, friend.id);
    await follow(ctx.db, friend.id, user.id);
    await setPrivacy(ctx.db, user.id, { profileVisibility: 'public' });
    const picture = await saveUpload(ctx.app, { userId: user.id, target: 'profileImage', bytes: await makePng() });
    await apiAs(ctx, cookie).put(`/api/users/${user.id}`, { profileImageKey: picture.key });
    const friendsPicture = await saveUpload(ctx.app, { userId: friend.id, target: 'media', bytes: await makePng() });
    expect(Object.keys(await rowsReferencing(user.id)).length).toBeGreaterThanOrEqual(4);

    const res = await apiAs(ctx, cookie).delete(`/api/users/${user.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'fc_session')?.value).toBe('');
    expect(await rowsReferencing(user.id)).toEqual({});
    expect((await ctx.db.query('select 1 from users where id = $1', [user.id])).rowCount).toBe(0);
    expect(await ctx.app.media.stat(picture.key)).toBeNull();
    expect(await signedIn(cookie)).toBe(false);
    expect((await login(user.username, DEFAULT_PASSWORD)).statusCode).toBe(401);

    expect(await ctx.app.media.stat(friendsPicture.key)).not.toBeNull();
    const friendCookie = await sessionCookieFor(ctx.db, friend.id);
    expect((await apiAs(ctx, friendCookie).get(`/api/follows/counts/${friend.id}`)).json()).toMatchObject({
      followers: 0,
      following: 0,
    });
  });

  it("answers 403 for someone else's account; an admin may delete it without being signed out", async () => {
    const { user: victim, cookie: victimCookie } = await buildSignedInUser(ctx.db);
    const { cookie: otherCookie } = await buildSignedInUser(ctx.db);
    const refused = await apiAs(ctx, otherCookie).delete(`/api/users/${victim.id}`);
    expect(refused.statusCode).toBe(403);
    expect(await signedIn(victimCookie)).toBe(true);

    const { cookie: adminCookie } = await buildSignedInUser(ctx.db, { isAdmin: true });
    const res = await apiAs(ctx, adminCookie).delete(`/api/users/${victim.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'fc_session')).toBeUndefined();
    expect(await signedIn(adminCookie)).toBe(true);
    expect(await signedIn(victimCookie)).toBe(false);
    expect((await apiAs(ctx, adminCookie).delete(`/api/users/${victim.id}`)).statusCode).toBe(404);
  });

  it("an admin deleting someone else's account is audited, and cannot delete another admin", async () => {
    const { user: admin, cookie: adminCookie } = await buildSignedInUser(ctx.db, { isAdmin: true });
    const victim = await buildUser(ctx.db);
    expect((await apiAs(ctx, adminCookie).delete(`/api/users/${victim.id}`)).statusCode).toBe(204);
    const { rows } = await ctx.db.query(
      `select actor_id, action, target_id, target_label from audit_log where target_type = 'user' and target_id = $1`,
      [victim.id],
    );
    expect(rows).toEqual([
      { actor_id: admin.id, action: 'user.delete', target_id: victim.id, target_label: victim.username },
    ]);

    const otherAdmin = await buildUser(ctx.db, { isAdmin: true });
    const refused = await apiAs(ctx, adminCookie).delete(`/api/users/${otherAdmin.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADMIN_MESSAGES.adminNotSuspendable);
    expect((await ctx.db.query('select 1 from users where id = $1', [otherAdmin.id])).rowCount).toBe(1);
  });

  it('the last admin cannot delete their own account; with another admin they can', async () => {
    // This file's database holds other admins: make the one under test the only one.
    await ctx.db.query('update users set is_admin = false where is_admin');
    const { user: only, cookie } = await buildSignedInUser(ctx.db, { isAdmin: true });
    const refused = await apiAs(ctx, cookie).delete(`/api/users/${only.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADMIN_MESSAGES.lastAdmin);
    expect(await signedIn(cookie)).toBe(true);

    await buildUser(ctx.db, { isAdmin: true });
    expect((await apiAs(ctx, cookie).delete(`/api/users/${only.id}`)).statusCode).toBe(204);
  });

  it('answers 401 to a visitor', async () => {
    const user = await buildUser(ctx.db);
    expect((await apiAs(ctx).delete(`/api/users/${user.id}`)).statusCode).toBe(401);
  });
});
