import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/http-errors';

const WINDOW_MS = 60_000;

/**
 * Sign-in and sign-up attempts are limited per client IP and per username (D1), so neither a
 * single machine nor a botnet aimed at one account can guess passwords quickly.
 */
export async function limitAuthAttempt(request: FastifyRequest, action: 'login' | 'register', username: string) {
  const { rateLimiter, config } = request.server;
  const limit = config.authRateLimitPerMinute;
  const checks = await Promise.all([
    rateLimiter.hit(`${action}:ip:${request.ip}`, limit, WINDOW_MS),
    rateLimiter.hit(`${action}:user:${username.toLowerCase()}`, limit, WINDOW_MS),
  ]);
  const refused = checks.find((c) => !c.allowed);
  if (refused) throw tooManyRequests(refused.retryAfterSeconds);
}
