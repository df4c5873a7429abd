import { MESSAGES } from '@common/texts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { sessionEndReason } from './session-end';

const answer = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), '', body);

describe('sessionEndReason', () => {
  it("reads the suspension from a 401's reason", () => {
    expect(sessionEndReason(answer(401, { message: MESSAGES.accountSuspended, reason: 'suspended' }))).toBe(
      'suspended',
    );
  });

  it('is null for a plain 401, another status, an unknown reason or anything else', () => {
    expect(sessionEndReason(answer(401, { message: MESSAGES.unauthorized }))).toBeNull();
    expect(sessionEndReason(answer(403, { message: MESSAGES.accountSuspended, reason: 'suspended' }))).toBeNull();
    expect(sessionEndReason(answer(401, { message: 'x', reason: 'bored' }))).toBeNull();
    expect(sessionEndReason(answer(401, null))).toBeNull();
    expect(sessionEndReason(new Error('401'))).toBeNull();
  });
});
