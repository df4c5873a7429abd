import { createHash } from 'node:crypto';
import { HttpError } from './http-errors';

// The server's half of the Idempotency-Key (workout logs, issue 17; adds to the food diary): a key
// belongs to the member, and the first request made with it is remembered by hash, so a key reused
// for another request is refused, never merged.

/** The client's key and the hash of the request it came with. */
export interface ClientKey {
  key: string;
  requestHash: string;
}

/**
 * The key and the hash of its request: the parts in order (a validated body as JSON, its keys in
 * the schema's order, so stable; a route, when one key could reach two).
 */
export function clientKeyOf(key: string, ...request: string[]): ClientKey {
  const hash = createHash('sha256');
  for (const part of request) hash.update(part);
  return { key, requestHash: hash.digest('hex') };
}

/** 422 when the key was stored with another request (the IETF Idempotency-Key draft's answer). */
export function assertSameRequest(storedHash: string, c: ClientKey, message: string): void {
  if (storedHash !== c.requestHash) throw new HttpError(422, message, { idempotencyKey: message });
}
