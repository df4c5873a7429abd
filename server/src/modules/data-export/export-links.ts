import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sharedSecret } from '../mail';

// The Settings card asks for a link first (POST .../export/link, which counts against the
// hourly limit and can answer 429 in the page), then lets the browser download from it: the zip
// still streams to the browser's own download, and a refusal is never a failed download.
// A link is `<nonce>.<expiry>.<signature>` for one member, valid for LINK_TTL_MS and used once.

const SECRET_NAME = 'data-export-links';
const LINK_TTL_MS = 5 * 60_000;
const LINK_PATTERN = /^([A-Za-z0-9_-]{22})\.(\d{10,13})\.([A-Za-z0-9_-]{43})$/;

const sign = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export async function newExportLink(app: FastifyInstance, userId: number, now = Date.now()) {
  const nonce = randomBytes(16).toString('base64url');
  const expires = now + LINK_TTL_MS;
  const signature = sign(await sharedSecret(app.db, SECRET_NAME), `${userId}.${nonce}.${expires}`);
  return {
    url: `/api/users/${userId}/export?link=${nonce}.${expires}.${signature}`,
    expiresAt: new Date(expires).toISOString(),
  };
}

/**
 * Whether the link is genuine, for this member, not expired, and used now for the first time (the
 * rate limiter remembers used nonces until they would have expired anyway).
 */
export async function useExportLink(app: FastifyInstance, userId: number, link: string, now = Date.now()) {
  const match = LINK_PATTERN.exec(link);
  if (!match) return false;
  const [, nonce, expiresText, given] = match;
  const expires = Number(expiresText);
  if (expires <= now || expires > now + LINK_TTL_MS) return false;
  const expected = Buffer.from(sign(await sharedSecret(app.db, SECRET_NAME), `${userId}.${nonce}.${expires}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return false;
  const first = await app.rateLimiter.hit(`data-export-link:${nonce}`, 1, LINK_TTL_MS);
  return first.allowed;
}
