import { ACCOUNT_EMAIL_MESSAGES } from '@common/account-email-texts';
import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/http-errors';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Reset and confirmation emails per address and per client IP, per hour (EMAIL_RATE_LIMIT,
 * EMAIL_RATE_LIMIT_IP; shared through Redis when REDIS_URL is set): nobody can flood an inbox,
 * or use the app to mail many addresses. The address counts whether or not it has an account,
 * so a refusal reveals nothing.
 */
export async function limitEmailRequest(request: FastifyRequest, action: 'reset' | 'verify', address: string) {
  const { rateLimiter, config } = request.server;
  const checks = await Promise.all([
    rateLimiter.hit(`mail:${action}:address:${address.toLowerCase()}`, config.emailRateLimitPerHour, HOUR_MS),
    rateLimiter.hit(`mail:${action}:ip:${request.ip}`, config.emailRateLimitPerIpPerHour, HOUR_MS),
  ]);
  const refused = checks.find((c) => !c.allowed);
  if (refused) throw tooManyRequests(refused.retryAfterSeconds, ACCOUNT_EMAIL_MESSAGES.tooManyEmails);
}

/** Using a link (reset, confirm) is limited per IP like sign-in: tokens cannot be guessed quickly. */
export async function limitLinkUse(request: FastifyRequest) {
  const { rateLimiter, config } = request.server;
  const check = await rateLimiter.hit(`mail:link:ip:${request.ip}`, config.authRateLimitPerMinute, 60_000);
  if (!check.allowed) throw tooManyRequests(check.retryAfterSeconds);
}
