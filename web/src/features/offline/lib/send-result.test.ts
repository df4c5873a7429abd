import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { sendFailureOf } from './send-result';

const apiError = (status: number, body: unknown = {}) => new ApiError(status, JSON.stringify(body), '', body);

describe('what a failed sync attempt means for a queued workout', () => {
  it('keeps it for later when there was no answer at all (offline, dropped connection)', () => {
    expect(sendFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline' });
  });

  it('keeps it for later when the server could not take it now', () => {
    for (const status of [500, 502, 503, 408, 429]) expect(sendFailureOf(apiError(status))).toEqual({ kind: 'retry' });
  });

  it('waits for the member to sign in again on 401', () => {
    expect(sendFailureOf(apiError(401))).toEqual({ kind: 'signed-out' });
  });

  it("shows the server's reason for a refusal (a deleted plan), field message first", () => {
    const body = { message: 'Invalid workout', errors: { planId: 'That plan does not exist or is not yours' } };
    expect(sendFailureOf(apiError(400, body))).toEqual({
      kind: 'refused',
      message: 'That plan does not exist or is not yours',
    });
    expect(sendFailureOf(apiError(409, { message: 'Conflict here' }))).toEqual({
      kind: 'refused',
      message: 'Conflict here',
    });
    expect(sendFailureOf(apiError(404))).toMatchObject({ kind: 'refused' });
  });
});
