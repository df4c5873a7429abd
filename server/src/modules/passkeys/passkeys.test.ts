import { SECURITY_MESSAGES as M } from '@common/security-texts';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { ageSignIn, signInWithPassword } from '../../test/factories/security';
import { useTestApp } from '../../test/test-app';
import { TestBrowser } from '../../test/test-browser';
import { SoftwarePasskey } from '../../test/webauthn-authenticator';

// Passkeys (issue 35, point 2), with a software authenticator making real ES256 signatures: the
// relying party is PUBLIC_URL's host, the origin PUBLIC_URL's origin.
const ORIGIN = 'https://fitcircle.test';
const ctx = useTestApp({ PUBLIC_URL: ORIGIN });
const browser = () => new TestBrowser(() => ctx.app);
const newPasskey = () => new SoftwarePasskey(ORIGIN, 'fitcircle.test');

/** A signed-in member with a registered passkey. */
async function memberWithPasskey(name = 'My laptop') {
  const user = await buildUser(ctx.db);
  const b = browser();
  await signInWithPassword(b, user.username);
  const passkey = newPasskey();
  const options = (await b.post('/api/account/passkeys/options')).json();
  const res = await b.post('/api/account/passkeys', { name, response: passkey.register(options) });
  expect(res.statusCode, res.body).toBe(201);
  return { user, b, passkey, created: res.json() };
}

async function signInWithPasskey(
  passkey: SoftwarePasskey,
  tamper: Parameters<SoftwarePasskey['authenticate']>[1] = {},
) {
  const b = browser();
  const options = await b.post('/api/auth/passkey/options');
  expect(options.statusCode).toBe(200);
  const res = await b.post('/api/auth/passkey', { response: passkey.authenticate(options.json(), tamper) });
  return { b, res, options: options.json() };
}

describe('adding a passkey', () => {
  it('offers options for this relying party (a discoverable credential, user verification required)', async () => {
    const user = await buildUser(ctx.db);
    const b = browser();
    await signInWithPassword(b, user.username);
    const res = await b.post('/api/account/passkeys/options');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rp: { id: 'fitcircle.test', name: 'FitCircle' },
      user: { name: user.username },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expect(res.json().challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('stores it named, lists it with its last use, and removes it', async () => {
    const { b, created } = await memberWithPasskey('Pixel 8');
    expect(created).toMatchObject({ name: 'Pixel 8', lastUsedAt: null });
    expect((await b.get('/api/account/passkeys')).json()).toEqual([created]);
    expect((await b.get('/api/account/security')).json()).toMatchObject({ passkeys: 1 });
    expect((await b.delete(`/api/account/passkeys/${created.id}`)).statusCode).toBe(204);
    expect((await b.get('/api/account/passkeys')).json()).toEqual([]);
    expect((await b.delete(`/api/account/passkeys/${created.id}`)).statusCode).toBe(404);
  });

  it('needs a recent sign-in', async () => {
    const user = await buildUser(ctx.db);
    const b = browser();
    await signInWithPassword(b, user.username);
    await ageSignIn(ctx.db, user.id);
    const res = await b.post('/api/account/passkeys/options');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: M.recentSignInRequired });
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another relying party', { rpId: 'evil.example' }],
    ['another challenge', { challenge: 'c29tZS1vdGhlci1jaGFsbGVuZ2U' }],
    ['no user verification', { userVerified: false }],
  ])('refuses a new credential made for %s, and stores nothing', async (_label, tamper) => {
    const user = await buildUser(ctx.db);
    const b = browser();
    await signInWithPassword(b, user.username);
    const options = (await b.post('/api/account/passkeys/options')).json();
    const res = await b.post('/api/account/passkeys', {
      name: 'Bad',
      response: newPasskey().register(options, tamper),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.passkeyFailed });
    expect((await b.get('/api/account/passkeys')).json()).toEqual([]);
  });

  it('a challenge is used once: the same answer twice is refused', async () => {
    const user = await buildUser(ctx.db);
    const b = browser();
    await signInWithPassword(b, user.username);
    const options = (await b.post('/api/account/passkeys/options')).json();
    const response = newPasskey().register(options);
    expect((await b.post('/api/account/passkeys', { name: 'One', response })).statusCode).toBe(201);
    const again = await b.post('/api/account/passkeys', { name: 'Two', response });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: M.passkeyExpired });
  });

  it('refuses a name that is empty or too long', async () => {
    const user = await buildUser(ctx.db);
    const b = browser();
    await signInWithPassword(b, user.username);
    const options = (await b.post('/api/account/passkeys/options')).json();
    for (const name of ['  ', 'x'.repeat(61)]) {
      const res = await b.post('/api/account/passkeys', { name, response: newPasskey().register(options) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ name: M.passkeyNameRequired });
    }
  });
});

describe('signing in with a passkey alone', () => {
  it('signs in with no password: a session that passed a second factor, and the last use recorded', async () => {
    const { user, passkey, created } = await memberWithPasskey();
    const { b, res, options } = await signInWithPasskey(passkey);
    expect(options).toMatchObject({ rpId: 'fitcircle.test', userVerification: 'required', allowCredentials: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, username: user.username });
    expect((await b.get('/api/auth/user')).statusCode).toBe(200);
    const sessions = (await b.get('/api/account/sessions')).json();
    expect(sessions.find((s: { current: boolean }) => s.current).signedInWith).toBe('passkey');
    const [listed] = (await b.get('/api/account/passkeys')).json();
    expect(listed.id).toBe(created.id);
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }, M.passkeyFailed],
    ['another relying party', { rpId: 'evil.example' }, M.passkeyFailed],
    ['another challenge', { challenge: 'c29tZS1vdGhlci1jaGFsbGVuZ2U' }, M.passkeyFailed],
    ['no user verification', { userVerified: false }, M.passkeyFailed],
  ])('refuses an answer made for %s, with no session', async (_label, tamper, message) => {
    const { passkey } = await memberWithPasskey();
    const { b, res } = await signInWithPasskey(passkey, tamper);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message });
    expect(res.cookies.find((c) => c.name === 'fc_session')).toBeUndefined();
    expect((await b.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('refuses a passkey it does not know', async () => {
    const { res } = await signInWithPasskey(newPasskey());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: M.passkeyUnknown });
  });

  it('refuses an answer to another browser’s challenge, and one that expired', async () => {
    const { user, passkey } = await memberWithPasskey();
    const mine = browser();
    const theirs = browser();
    await mine.post('/api/auth/passkey/options');
    const theirOptions = (await theirs.post('/api/auth/passkey/options')).json();
    const stolen = await mine.post('/api/auth/passkey', { response: passkey.authenticate(theirOptions) });
    expect(stolen.statusCode).toBe(401);

    const late = browser();
    const options = (await late.post('/api/auth/passkey/options')).json();
    await ctx.db.query(
      `update auth_challenges set expires_at = now() - interval '1 second' where purpose = 'passkey_sign_in'`,
    );
    const res = await late.post('/api/auth/passkey', { response: passkey.authenticate(options) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: M.passkeyExpired });
    expect((await late.get('/api/auth/user')).statusCode).toBe(401);
    void user;
  });

  it('refuses a malformed answer with 400', async () => {
    const b = browser();
    await b.post('/api/auth/passkey/options');
    const res = await b.post('/api/auth/passkey', { response: { id: 'not base64!', type: 'public-key' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('re-authenticating with a passkey', () => {
  it('opens the recent-sign-in window again, with the member’s own passkey only', async () => {
    const { user, b, passkey } = await memberWithPasskey();
    await ageSignIn(ctx.db, user.id);
    expect((await b.get('/api/account/security')).json().recentSignInUntil).toBeNull();
    const options = (await b.post('/api/account/reauthenticate/passkey/options')).json();
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: passkey.id })]);
    const res = await b.post('/api/account/reauthenticate/passkey', { response: passkey.authenticate(options) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recentSignInUntil).not.toBeNull();

    // Someone else's passkey does not confirm this member.
    const other = await memberWithPasskey();
    const again = (await b.post('/api/account/reauthenticate/passkey/options')).json();
    const refused = await b.post('/api/account/reauthenticate/passkey', {
      response: other.passkey.authenticate(again),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: M.passkeyUnknown });
  });
});
