import { SECURITY_MESSAGES as M } from '@common/security-texts';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../test/api-client';
import { buildUser, sessionCookieFor } from '../test/factories';
import { buildAdmin } from '../test/factories/admin';
import { buildPost, buildPublicUser, commentAs } from '../test/factories/posts';
import { enableTwoFactor } from '../test/factories/two-factor';
import { useTestApp } from '../test/test-app';

// Every admin power follows the admin area's rule (issue 35, point 4): with ADMIN_REQUIRES_TWO_FACTOR,
// an admin signed in with the password alone, or without two-step sign-in at all, has none of them,
// outside /api/admin too; signed in with a second step, they have all of them.
const ctx = useTestApp({ ADMIN_REQUIRES_TWO_FACTOR: 'true' });

/** An admin with two-step sign-in on, in a session that passed the password alone. */
async function passwordOnlyAdmin() {
  const admin = await buildUser(ctx.db, { isAdmin: true });
  await enableTwoFactor(ctx.db, admin.id);
  return { user: admin, cookie: await sessionCookieFor(ctx.db, admin.id) };
}

/** An admin who never turned two-step sign-in on. */
async function adminWithoutTwoStep() {
  const admin = await buildUser(ctx.db, { isAdmin: true });
  return { user: admin, cookie: await sessionCookieFor(ctx.db, admin.id) };
}

interface Power {
  name: string;
  /** Builds what the power acts on, uses it as the cookie's holder; answers the response. */
  use: (cookie: string) => Promise<{ statusCode: number; body: string; json: () => { message?: string } }>;
  allowed: number;
  /** What a member (or a withheld admin) gets: 403 for an action, 404 for content they may not see. */
  refused: number;
  /** Whether the refusal names the missing step (every action does; content one may not see is a 404). */
  namesStep?: boolean;
}

const powers: Power[] = [
  {
    name: 'DELETE /api/users/:id (another member)',
    namesStep: true,
    use: async (cookie) => apiAs(ctx, cookie).delete(`/api/users/${(await buildUser(ctx.db)).id}`),
    allowed: 204,
    refused: 403,
  },
  {
    name: 'PUT /api/users/:id (another member)',
    namesStep: true,
    use: async (cookie) =>
      apiAs(ctx, cookie).put(`/api/users/${(await buildUser(ctx.db)).id}`, { bio: 'Edited by an admin' }),
    allowed: 200,
    refused: 403,
  },
  {
    name: 'POST /api/users/:id/badges',
    namesStep: true,
    use: async (cookie) =>
      apiAs(ctx, cookie).post(`/api/users/${(await buildUser(ctx.db)).id}/badges`, { badge: 'certified_trainer' }),
    allowed: 200,
    refused: 403,
  },
  {
    name: 'DELETE /api/users/:id/badges/:badge',
    namesStep: true,
    use: async (cookie) =>
      apiAs(ctx, cookie).delete(
        `/api/users/${(await buildUser(ctx.db, { isTrainer: true })).id}/badges/certified_trainer`,
      ),
    allowed: 204,
    refused: 403,
  },
  {
    name: "DELETE /api/posts/:id (another member's public post)",
    namesStep: true,
    use: async (cookie) => {
      const author = await buildPublicUser(ctx.db);
      return apiAs(ctx, cookie).delete(`/api/posts/${await buildPost(ctx.db, author.id)}`);
    },
    allowed: 204,
    refused: 403,
  },
  {
    name: "DELETE /api/comments/:id (another member's comment on a public post)",
    namesStep: true,
    use: async (cookie) => {
      const author = await buildPublicUser(ctx.db);
      const comment = await commentAs(ctx.db, author.id, await buildPost(ctx.db, author.id));
      return apiAs(ctx, cookie).delete(`/api/comments/${comment}`);
    },
    allowed: 204,
    refused: 403,
  },
  {
    name: "GET /api/posts/:id (another member's only-me post)",
    use: async (cookie) => {
      const author = await buildPublicUser(ctx.db);
      return apiAs(ctx, cookie).get(`/api/posts/${await buildPost(ctx.db, author.id, { audience: 'private' })}`);
    },
    allowed: 200,
    refused: 404,
  },
];

describe('an admin power outside the admin area needs the same two-step sign-in', () => {
  it.each(powers)('$name: refused to an admin signed in with the password alone', async (power) => {
    const res = await power.use((await passwordOnlyAdmin()).cookie);
    expect(res.statusCode, res.body).toBe(power.refused);
    // Every policy says what to do, as the admin area does.
    if (power.namesStep) expect(res.json()).toEqual({ message: M.adminNeedsTwoStepSession });
  });

  it.each(powers)('$name: refused to an admin without two-step sign-in', async (power) => {
    const res = await power.use((await adminWithoutTwoStep()).cookie);
    expect(res.statusCode, res.body).toBe(power.refused);
    if (power.namesStep) expect(res.json()).toEqual({ message: M.adminNeedsTwoStep });
  });

  it.each(powers)('$name: allowed to an admin signed in with a second step', async (power) => {
    const res = await power.use((await buildAdmin(ctx.db)).cookie);
    expect(res.statusCode, res.body).toBe(power.allowed);
  });

  it('the admin area still says which step is missing', async () => {
    const passwordOnly = await apiAs(ctx, (await passwordOnlyAdmin()).cookie).get('/api/admin/users');
    expect([passwordOnly.statusCode, passwordOnly.json()]).toEqual([403, { message: M.adminNeedsTwoStepSession }]);
    const off = await apiAs(ctx, (await adminWithoutTwoStep()).cookie).get('/api/admin/users');
    expect([off.statusCode, off.json()]).toEqual([403, { message: M.adminNeedsTwoStep }]);
  });

  it("the admin's own profile still says admin, so the web app leads them to the two-step gate", async () => {
    const { cookie } = await passwordOnlyAdmin();
    expect((await apiAs(ctx, cookie).get('/api/auth/user')).json().isAdmin).toBe(true);
    expect((await apiAs(ctx, cookie).get('/api/auth/me')).json().isAdmin).toBe(true);
  });

  it('a withheld admin still manages their own account like any member', async () => {
    const { user, cookie } = await passwordOnlyAdmin();
    const res = await apiAs(ctx, cookie).put(`/api/users/${user.id}`, { bio: 'My own words' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('with ADMIN_REQUIRES_TWO_FACTOR=false', () => {
  const off = useTestApp({ ADMIN_REQUIRES_TWO_FACTOR: 'false' });
  it('an admin signed in with the password alone keeps every power', async () => {
    const admin = await buildUser(off.db, { isAdmin: true });
    const cookie = await sessionCookieFor(off.db, admin.id);
    const member = await buildUser(off.db);
    expect((await apiAs(off, cookie).delete(`/api/users/${member.id}`)).statusCode).toBe(204);
  });
});
