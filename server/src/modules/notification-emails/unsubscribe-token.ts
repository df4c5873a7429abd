import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_LISTS, type UnsubscribeList } from '@common/account-email-texts';
import type { Queryable } from '../../db/pool';
import { sharedSecret } from '../mail';

// An unsubscribe link works signed out, so it must not be forgeable: it carries the member's id
// and the kind of email, signed with a key only the server has (HMAC-SHA256). An id alone would
// let anyone unsubscribe anyone.

const SECRET_NAME = 'unsubscribe-links';
let cached: { db: Queryable; key: Promise<Buffer> } | undefined;

function key(db: Queryable): Promise<Buffer> {
  if (cached?.db !== db) cached = { db, key: sharedSecret(db, SECRET_NAME) };
  return cached.key;
}

const sign = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export async function unsubscribeToken(db: Queryable, userId: number, list: UnsubscribeList): Promise<string> {
  const payload = `${userId}.${list}`;
  return `${payload}.${sign(await key(db), payload)}`;
}

/** The member and list of a genuine token; undefined for anything else. */
export async function readUnsubscribeToken(
  db: Queryable,
  token: string,
): Promise<{ userId: number; list: UnsubscribeList } | undefined> {
  const match = /^(\d{1,10})\.([a-z]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !(UNSUBSCRIBE_LISTS as readonly string[]).includes(match[2])) return undefined;
  const expected = Buffer.from(sign(await key(db), `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId: Number(match[1]), list: match[2] as UnsubscribeList };
}
