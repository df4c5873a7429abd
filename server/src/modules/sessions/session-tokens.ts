import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/pool';
import { sharedSecret } from '../mail';

// A session token is `<random>.<member id>.<signature>`. The 256 random bits are the credential
// (only the SHA-256 of the whole token is stored, D1); the rest says to whom the server issued it,
// signed with a key only the server has (HMAC-SHA256, the key in app_secrets, one for every
// instance). Suspension deletes the member's sessions, so once the row is gone the signature is
// what still tells the holder of that very token why they were signed out. A forged, altered or
// older unsigned token learns nothing about any account, and the id alone opens nothing: without
// a live session row the token is no credential.

const SECRET_NAME = 'session-token-owner';
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{43})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/;
let cached: { db: Queryable; key: Promise<Buffer> } | undefined;

function key(db: Queryable): Promise<Buffer> {
  if (cached?.db !== db) {
    const entry = { db, key: sharedSecret(db, SECRET_NAME) };
    // A failed read is not kept: the next call asks again.
    entry.key.catch(() => {
      if (cached === entry) cached = undefined;
    });
    cached = entry;
  }
  return cached.key;
}

const sign = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A new session token for the member: random, with whom it was issued to, signed. */
export async function newSessionToken(db: Queryable, userId: number): Promise<string> {
  const payload = `${randomBytes(32).toString('base64url')}.${userId}`;
  return `${payload}.${sign(await key(db), payload)}`;
}

/** The member a genuine token was issued to; undefined for a forged, altered or unsigned one. */
export async function issuedTo(db: Queryable, token: string): Promise<number | undefined> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const expected = Buffer.from(sign(await key(db), `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Number(match[2]);
}
