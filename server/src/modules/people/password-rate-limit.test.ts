import { MESSAGES } from '@common/texts';
import { expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp({ AUTH_RATE_LIMIT: '3' });

it('limits password change attempts like sign-in: 429 after the limit per member', async () => {
  const { cookie } = await buildSignedInUser(ctx.db);
  const statuses = [];
  for (let i = 0; i < 4; i++) {
    const res = await apiAs(ctx, cookie).post('/api/auth/password', {
      currentPassword: `guess-${i}-x`,
      newPassword: 'new-pass-1',
      confirmPassword: 'new-pass-1',
    });
    statuses.push(res.statusCode);
    if (res.statusCode === 429) expect(res.json()).toEqual({ message: MESSAGES.tooManyAttempts });
  }
  expect(statuses).toEqual([400, 400, 400, 429]);
});
