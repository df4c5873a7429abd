import type { FastifyRequest } from 'fastify';
import { limitCredentialAttempt } from '../sessions';

/**
 * Sign-in and sign-up attempts are limited per client IP and per username (D1), so neither a
 * single machine nor a botnet aimed at one account can guess passwords quickly.
 */
export async function limitAuthAttempt(request: FastifyRequest, action: 'login' | 'register', username: string) {
  await limitCredentialAttempt(request, action, username);
}
