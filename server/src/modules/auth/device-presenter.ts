import type { DeviceSession, SignInMethod } from '@common/schemas/security';
import { describeUserAgent, type SessionRow } from '../sessions';

const METHOD: Record<string, SignInMethod> = {
  passkey: 'passkey',
  code: 'two_step',
  recovery_code: 'two_step',
  setup: 'two_step',
};

/** A session as the Devices list shows it: browser and system from the user agent, never the IP or token. */
export function presentDeviceSession(row: SessionRow): DeviceSession {
  return {
    id: row.id,
    ...describeUserAgent(row.user_agent),
    signedInAt: row.created_at.toISOString(),
    lastUsedAt: row.last_seen_at.toISOString(),
    signedInWith: row.second_factor ? METHOD[row.second_factor] : 'password',
    current: row.current,
  };
}
