import { SECURITY_MESSAGES as M } from '@common/security-texts';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories';
import {
  ageSignIn,
  forgetUsedStep,
  mailKindsOf,
  signInWithPassword,
  turnOnTwoStep,
} from '../../test/factories/security';
import { codeFor, enableTwoFactor } from '../../test/factories/two-factor';
import { useTestApp } from '../../test/test-app';
import { TestBrowser } from '../../test/test-browser';
import { base32Decode, totp } from './totp';

const ctx = useTestApp();
const browser = () => new TestBrowser(() => ctx.app);

/** A member with two-step sign-in on, and a browser that has given their password. */
async function atSecondStep() {
  const user = await buildUser(ctx.db);
  const key = await enableTwoFactor(ctx.db, user.id);
  const b = browser();
  const res = await signInWithPassword(b, user.username);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ twoFactorRequired: true });
  return { user, key, b };
}

const secondStep = (b: TestBrowser, body: object) => b.post('/api/auth/login/two-factor', body);
const signedIn = async (b: TestBrowser) => (await b.get('/api/auth/user')).statusCode === 200;

describe('turning two-step sign-in on', () => {
  it('answers a key and its otpauth URI; a first code turns it on and gives ten recovery codes, stored only as hashes', async () => {
    const user = await buildUser(ctx.db);
    const b = browser();
    await signInWithPassword(b, user.username);
    const setup = await b.post('/api/account/two-factor/totp');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/FitCircle:${user.username}?secret=${secret}&issuer=FitCircle&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.headers['cache-control']).toBe('no-store');

    const key = base32Decode(secret);
    const wrong = await b.post('/api/account/two-factor/totp/confirm', { code: codeFor(key, 5) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: M.codeWrong, errors: { code: M.codeWrong } });
    const confirmed = await b.post('/api/account/two-factor/totp/confirm', { code: totp(key, Date.now()) });
    expect(confirmed.statusCode).toBe(200);
    const recoveryCodes: string[] = confirmed.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await b.get('/api/account/security')).json()).toMatchObject({
      twoFactorEnabled: true,
      recoveryCodesLeft: 10,
    });

    // Neither the key nor a code is readable in the database.
    const { rows } = await ctx.db.query(
      `select t.secret_ciphertext, array_agg(r.code_hash) as hashes from two_factor_totp t
       join two_factor_recovery_codes r using (user_id) where t.user_id = $1 group by t.secret_ciphertext`,
      [user.id],
    );
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(key.toString('hex'));
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));

    expect((await b.post('/api/account/two-factor/totp')).statusCode).toBe(409);
    expect(await mailKindsOf(ctx.db, user.id)).toContain('security_two_factor_on');
  });

  it('the session that turned it on counts as a two-step session', async () => {
    const user = await buildUser(ctx.db);
    const b = browser();
    await signInWithPassword(b, user.username);
    await turnOnTwoStep(b);
    const { rows } = await ctx.db.query('select second_factor from sessions where user_id = $1', [user.id]);
    expect(rows).toEqual([{ second_factor: 'setup' }]);
  });

  it('needs a recent sign-in to start, and a set-up left for 30 minutes expires', async () => {
    const user = await buildUser(ctx.db);
    const b = browser();
    await signInWithPassword(b, user.username);
    await ageSignIn(ctx.db, user.id);
    const late = await b.post('/api/account/two-factor/totp');
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ message: M.recentSignInRequired });

    await ctx.db.query('update sessions set authenticated_at = now() where user_id = $1', [user.id]);
    const setup = (await b.post('/api/account/two-factor/totp')).json();
    await ctx.db.query(`update two_factor_totp set created_at = now() - interval '31 minutes' where user_id = $1`, [
      user.id,
    ]);
    const res = await b.post('/api/account/two-factor/totp/confirm', {
      code: totp(base32Decode(setup.secret), Date.now()),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.totpSetupMissing);
  });
});

describe('signing in with a second step', () => {
  it('a correct password answers twoFactorRequired and no session; the code completes the sign-in', async () => {
    const user = await buildUser(ctx.db);
    await enableTwoFactor(ctx.db, user.id);
    const b = browser();
    const res = await signInWithPassword(b, user.username);
    expect(res.json()).toEqual({ twoFactorRequired: true });
    expect(res.cookies.find((c) => c.name === 'fc_session')).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'fc_two_step')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await signedIn(b)).toBe(false);
  });

  it('the right code signs in (a session that passed the code), and the pending state is gone', async () => {
    const { user, key, b } = await atSecondStep();
    const res = await secondStep(b, { code: codeFor(key) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, username: user.username });
    expect(await signedIn(b)).toBe(true);
    const { rows } = await ctx.db.query('select second_factor from sessions where user_id = $1', [user.id]);
    expect(rows).toEqual([{ second_factor: 'code' }]);
    expect(b.cookie('fc_two_step')).toBeUndefined();
  });

  it('a code is accepted once: the same code again is refused, with no session', async () => {
    const { user, key, b } = await atSecondStep();
    const code = codeFor(key);
    expect((await secondStep(b, { code })).statusCode).toBe(200);
    const other = browser();
    await signInWithPassword(other, user.username);
    const replay = await secondStep(other, { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: M.codeWrong });
    expect(await signedIn(other)).toBe(false);
  });

  it('a phone clock one step early or late is accepted, two steps are not', async () => {
    for (const [steps, ok] of [
      [-1, true],
      [1, true],
      [-2, false],
      [2, false],
    ] as const) {
      const { key, b } = await atSecondStep();
      const res = await secondStep(b, { code: codeFor(key, steps) });
      expect(res.statusCode, `${steps} steps`).toBe(ok ? 200 : 401);
      expect(await signedIn(b)).toBe(ok);
    }
  });

  it('a wrong code keeps the pending state: the right code then works', async () => {
    const { key, b } = await atSecondStep();
    expect((await secondStep(b, { code: codeFor(key, 5) })).statusCode).toBe(401);
    expect((await secondStep(b, { code: codeFor(key) })).statusCode).toBe(200);
  });

  it.each([
    [{ code: '12345' }, 'code', M.codeFormat],
    [{ code: '12345a' }, 'code', M.codeFormat],
    [{ code: '1'.repeat(5000) }, 'code', M.codeFormat],
    [{ code: 123456 }, 'code', M.codeFormat],
    [{ recoveryCode: 'abc' }, 'recoveryCode', M.recoveryCodeFormat],
    [{ recoveryCode: 'x'.repeat(100) }, 'recoveryCode', M.recoveryCodeFormat],
    [{}, 'code', M.codeOrRecoveryCode],
    [{ code: '123456', recoveryCode: 'abcde-23456' }, 'code', M.codeOrRecoveryCode],
  ])('refuses %o with 400 and a clear message, and no session', async (body, field, message) => {
    const { b } = await atSecondStep();
    const res = await secondStep(b, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: message } });
    expect(await signedIn(b)).toBe(false);
  });

  it('reads a code as people type it ("123 456")', async () => {
    const { key, b } = await atSecondStep();
    const code = codeFor(key);
    expect((await secondStep(b, { code: `${code.slice(0, 3)} ${code.slice(3)}` })).statusCode).toBe(200);
  });

  it('a pending state older than 5 minutes is refused even with the right code: sign in again', async () => {
    const { user, key, b } = await atSecondStep();
    await ctx.db.query(`update auth_challenges set expires_at = now() - interval '1 second' where user_id = $1`, [
      user.id,
    ]);
    const res = await secondStep(b, { code: codeFor(key) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: M.signInExpired });
    expect(res.cookies.find((c) => c.name === 'fc_session')).toBeUndefined();
    expect(await signedIn(b)).toBe(false);
    const { rows } = await ctx.db.query('select 1 from auth_challenges where user_id = $1', [user.id]);
    expect(rows).toEqual([]);
  });

  it('without a pending state (no password given in this browser) a code does nothing', async () => {
    const user = await buildUser(ctx.db);
    const key = await enableTwoFactor(ctx.db, user.id);
    const res = await secondStep(browser(), { code: codeFor(key) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: M.signInExpired });
  });

  it('a wrong password still answers the same 401 as before, never twoFactorRequired', async () => {
    const user = await buildUser(ctx.db);
    await enableTwoFactor(ctx.db, user.id);
    const res = await browser().post('/api/auth/login', { username: user.username, password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
  });
});

describe('recovery codes', () => {
  it('each works once; when all ten are used the member must make new ones', async () => {
    const user = await buildUser(ctx.db);
    const first = browser();
    await signInWithPassword(first, user.username);
    const { key, recoveryCodes } = await turnOnTwoStep(first);

    for (const [i, recoveryCode] of recoveryCodes.entries()) {
      const b = browser();
      await signInWithPassword(b, user.username);
      // Typed in upper case without the dash: still the code.
      const typed = i === 0 ? recoveryCode.replace('-', '').toUpperCase() : recoveryCode;
      expect((await secondStep(b, { recoveryCode: typed })).statusCode, recoveryCode).toBe(200);
      const again = browser();
      await signInWithPassword(again, user.username);
      const reused = await secondStep(again, { recoveryCode });
      expect(reused.statusCode).toBe(401);
      expect(reused.json().message).toBe(i < 9 ? M.recoveryCodeWrong : M.noRecoveryCodesLeft);
    }
    expect((await first.get('/api/account/security')).json()).toMatchObject({ recoveryCodesLeft: 0 });
    const kinds = await mailKindsOf(ctx.db, user.id);
    expect(kinds.filter((k) => k === 'security_recovery_code_used')).toHaveLength(10);

    // New codes: the password and a current code; the old ones stay dead, the new ones work.
    const remade = await first.post('/api/account/two-factor/recovery-codes', {
      password: DEFAULT_PASSWORD,
      code: codeFor(key, 1),
    });
    expect(remade.statusCode).toBe(200);
    const fresh: string[] = remade.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => recoveryCodes.includes(c))).toBe(false);
    const b = browser();
    await signInWithPassword(b, user.username);
    expect((await secondStep(b, { recoveryCode: fresh[3] })).statusCode).toBe(200);
    expect(await mailKindsOf(ctx.db, user.id)).toContain('security_recovery_codes_remade');
  });

  it('making new ones needs the right password and a current code, each refused on its field', async () => {
    const user = await buildUser(ctx.db);
    const b = browser();
    await signInWithPassword(b, user.username);
    const { key } = await turnOnTwoStep(b);
    const wrongPassword = await b.post('/api/account/two-factor/recovery-codes', {
      password: 'not-my-password',
      code: codeFor(key, 1),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors).toEqual({ password: M.passwordWrong });
    const wrongCode = await b.post('/api/account/two-factor/recovery-codes', {
      password: DEFAULT_PASSWORD,
      code: codeFor(key, 6),
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors).toEqual({ code: M.codeWrong });
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the password and a current code; then the password alone signs in, and the member is told', async () => {
    const user = await buildUser(ctx.db);
    const b = browser();
    await signInWithPassword(b, user.username);
    const { key } = await turnOnTwoStep(b);
    await forgetUsedStep(ctx.db, user.id);
    const noCode = await b.post('/api/account/two-factor/disable', { password: DEFAULT_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    const off = await b.post('/api/account/two-factor/disable', { password: DEFAULT_PASSWORD, code: codeFor(key) });
    expect(off.statusCode).toBe(204);
    expect((await b.get('/api/account/security')).json()).toMatchObject({
      twoFactorEnabled: false,
      recoveryCodesLeft: 0,
    });
    const again = await signInWithPassword(browser(), user.username);
    expect(again.json()).toMatchObject({ id: user.id });
    expect(await mailKindsOf(ctx.db, user.id)).toContain('security_two_factor_off');
    expect(
      (await b.post('/api/account/two-factor/disable', { password: DEFAULT_PASSWORD, code: codeFor(key) })).json(),
    ).toEqual({
      message: M.totpNotOn,
    });
  });

  it('a visitor cannot touch any of it', async () => {
    const visitor = apiAs(ctx);
    for (const url of [
      '/api/account/two-factor/totp',
      '/api/account/two-factor/totp/confirm',
      '/api/account/two-factor/disable',
      '/api/account/two-factor/recovery-codes',
    ]) {
      expect((await visitor.post(url, {})).statusCode, url).toBe(401);
    }
  });
});

describe('a new device', () => {
  it('signing in from a browser the member never used emails them; the same browser again does not', async () => {
    const user = await buildUser(ctx.db);
    const home = browser();
    await signInWithPassword(home, user.username); // the first device remembered: no email
    expect(await mailKindsOf(ctx.db, user.id)).toEqual([]);
    await signInWithPassword(home, user.username);
    expect(await mailKindsOf(ctx.db, user.id)).toEqual([]);
    const phone = new TestBrowser(() => ctx.app, {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    await signInWithPassword(phone, user.username);
    expect(await mailKindsOf(ctx.db, user.id)).toEqual(['security_new_device']);
    await ctx.app.mail.runDue();
    const { rows } = await ctx.db.query<{ status: string }>(
      `select status from mail_outbox where user_id = $1 and kind = 'security_new_device'`,
      [user.id],
    );
    expect(rows).toEqual([{ status: 'sent' }]);
  });
});
