import { SECURITY_MESSAGES as M, SECURITY_LIMITS } from '@common/security-texts';
import { SIGN_IN_RESTARTS } from '@common/sign-in-texts';
import { describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories';
import { signInWithPassword } from '../../test/factories/security';
import { codeFor, enableTwoFactor } from '../../test/factories/two-factor';
import { useTestApp } from '../../test/test-app';
import { TestBrowser } from '../../test/test-browser';

// A pending second step takes a few codes (SECURITY_LIMITS.secondStepAttempts), not a code a
// minute for as long as the password is known: the last wrong one ends it, and the member must
// give the password again (issue 35). The per-minute limit stays as it was (rate-limit.test.ts).
const ctx = useTestApp();
const MAX = SECURITY_LIMITS.secondStepAttempts;

async function atSecondStep() {
  const user = await buildUser(ctx.db);
  const key = await enableTwoFactor(ctx.db, user.id);
  const b = new TestBrowser(() => ctx.app);
  expect((await signInWithPassword(b, user.username)).json()).toEqual({ twoFactorRequired: true });
  return { user, key, b };
}

const secondStep = (b: TestBrowser, body: object) => b.post('/api/auth/login/two-factor', body);
/** A code from 10 periods away: never accepted now. */
const wrongCode = (key: Buffer) => codeFor(key, 10);

describe('wrong codes for one pending sign-in', () => {
  it(`the ${MAX}th wrong code ends it: even the right code then asks for the password again`, async () => {
    const { key, b } = await atSecondStep();
    for (let i = 1; i < MAX; i += 1) {
      const res = await secondStep(b, { code: wrongCode(key) });
      expect([res.statusCode, res.json().message], `attempt ${i}`).toEqual([401, M.codeWrong]);
    }
    const last = await secondStep(b, { code: wrongCode(key) });
    expect([last.statusCode, last.json()]).toEqual([401, { message: M.tooManyCodes }]);
    expect(SIGN_IN_RESTARTS).toContain(last.json().message);
    expect(b.cookie('fc_two_step')).toBeUndefined();

    const right = await secondStep(b, { code: codeFor(key) });
    expect([right.statusCode, right.json()]).toEqual([401, { message: M.signInExpired }]);
    expect((await b.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('counts wrong recovery codes too, and only for this pending sign-in: the password starts a new one', async () => {
    const { user, key, b } = await atSecondStep();
    for (let i = 1; i <= MAX; i += 1) await secondStep(b, { recoveryCode: 'aaaaa-bbbbb' });
    expect((await secondStep(b, { code: codeFor(key) })).statusCode).toBe(401);

    const again = await b.post('/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD });
    expect(again.json()).toEqual({ twoFactorRequired: true });
    const res = await secondStep(b, { code: codeFor(key) });
    expect(res.statusCode, res.body).toBe(200);
  });

  it(`the right code after ${MAX - 1} wrong ones still signs in`, async () => {
    const { user, key, b } = await atSecondStep();
    for (let i = 1; i < MAX; i += 1) await secondStep(b, { code: wrongCode(key) });
    const res = await secondStep(b, { code: codeFor(key) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await b.get('/api/auth/user')).json()).toMatchObject({ id: user.id });
  });

  it(`parallel guesses share the same ${MAX} attempts`, async () => {
    const { key, b } = await atSecondStep();
    const answers = await Promise.all(Array.from({ length: MAX * 3 }, () => secondStep(b, { code: wrongCode(key) })));
    const checked = answers.filter((res) => res.json().message === M.codeWrong);
    expect(checked.length).toBeLessThan(MAX);
    expect(answers.every((res) => res.statusCode === 401)).toBe(true);
  });
});
