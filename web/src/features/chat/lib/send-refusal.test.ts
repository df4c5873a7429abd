import type { SocketErrorCode } from '@common/socket-events';
import { describe, expect, it } from 'vitest';
import { isPermanentRefusal } from './send-refusal';

describe('isPermanentRefusal', () => {
  it('treats a block, an ended follow, a missing member, oneself and an invalid message as final', () => {
    const final: SocketErrorCode[] = ['blocked', 'not_following', 'not_found', 'self', 'invalid'];
    for (const code of final) expect(isPermanentRefusal(code), code).toBe(true);
  });

  it('leaves a rate limit and a server failure worth sending again', () => {
    expect(isPermanentRefusal('rate_limited')).toBe(false);
    expect(isPermanentRefusal('server')).toBe(false);
  });
});
