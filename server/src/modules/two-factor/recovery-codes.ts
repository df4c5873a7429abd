import { createHmac, randomInt } from 'node:crypto';
import { SECURITY_LIMITS } from '@common/security-texts';
import type { Queryable } from '../../db/pool';
import { sharedSecret } from '../mail';

// Recovery codes: 10 letters and digits of the base32 alphabet (50 random bits), shown once as
// "abcde-23456". Only a keyed hash (HMAC-SHA-256 under a key in app_secrets) is stored: a dump
// of the table cannot be turned back into codes.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const KEY_NAME = 'two-factor-recovery-key';

export function newRecoveryCodes(count: number = SECURITY_LIMITS.recoveryCodes): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * The stored form of codes: a function that hashes a code as typed (normalised by
 * recoveryCodeSchema) or as shown ("abcde-23456"). The key is read once per call of this.
 */
export async function recoveryCodeHasher(db: Queryable): Promise<(code: string) => string> {
  const key = await sharedSecret(db, KEY_NAME);
  return (code) => createHmac('sha256', key).update(code.replace(/-/g, '').toLowerCase()).digest('hex');
}
