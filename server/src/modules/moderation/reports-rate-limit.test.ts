import { MESSAGES } from '@common/texts';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { REPORT_RATE_LIMIT } from './report-routes';

const ctx = useTestApp();

describe('POST /api/reports rate limit', () => {
  it(`takes ${REPORT_RATE_LIMIT.reports} reports an hour from a member, then answers 429 with Retry-After`, async () => {
    const me = await buildSignedInUser(ctx.db);
    const targets = await Promise.all(Array.from({ length: REPORT_RATE_LIMIT.reports + 1 }, () => buildUser(ctx.db)));
    const as = apiAs(ctx, me.cookie);
    for (const target of targets.slice(0, -1)) {
      expect(
        (await as.post('/api/reports', { targetType: 'user', targetId: target.id, reason: 'spam' })).statusCode,
      ).toBe(201);
    }
    const over = await as.post('/api/reports', { targetType: 'user', targetId: targets.at(-1)!.id, reason: 'spam' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(MESSAGES.tooManyAttempts);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not affected.
    const other = await buildSignedInUser(ctx.db);
    const res = await apiAs(ctx, other.cookie).post('/api/reports', {
      targetType: 'user',
      targetId: me.user.id,
      reason: 'spam',
    });
    expect(res.statusCode).toBe(201);
  });
});
