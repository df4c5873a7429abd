import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/http-errors';

const WINDOW_MS = 60_000;

/**
 * Attempts at a credential (a password, a two-step code, a passkey) are limited per client IP and
 * per account (D1, issue 35): AUTH_RATE_LIMIT a minute each, shared through Redis when it is set,
 * so neither one machine nor a botnet aimed at one account can guess quickly.
 */
export async function limitCredentialAttempt(request: FastifyRequest, action: string, account: string | null) {
  const { rateLimiter, config } = request.server;
  const limit = config.authRateLimitPerMinute;
  const checks = await Promise.all([
    rateLimiter.hit(`${action}:ip:${request.ip}`, limit, WINDOW_MS),
    // A passkey sign-in names no account until it is checked: its address alone is counted.
    ...(account === null ? [] : [rateLimiter.hit(`${action}:user:${account.toLowerCase()}`, limit, WINDOW_MS)]),
  ]);
  const refused = checks.find((c) => !c.allowed);
  if (refused) throw tooManyRequests(refused.retryAfterSeconds);
}
