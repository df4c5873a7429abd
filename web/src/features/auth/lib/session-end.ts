import { SESSION_END_REASONS, type SessionEndReason } from '@common/sign-in-texts';
import { isApiError } from '@/lib/api-client';

/**
 * Why the server ended the member's session, when its 401 says so (`reason` beside `message`,
 * only ever about the caller's own session); null for any other answer, a plain 401 included.
 */
export function sessionEndReason(error: unknown): SessionEndReason | null {
  if (!isApiError(error, 401) || typeof error.body !== 'object' || error.body === null) return null;
  const { reason } = error.body as { reason?: unknown };
  return SESSION_END_REASONS.find((known) => known === reason) ?? null;
}
