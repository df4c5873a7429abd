import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/pool';
import { sharedSecret } from '../mail';

// The authenticator key is kept encrypted (AES-256-GCM) under a key of its own in app_secrets:
// a copy of the two_factor_totp table alone (a backup, a leaked dump of one table) does not
// hand out anyone's codes. After set-up the key is never sent anywhere again.

const KEY_NAME = 'two-factor-totp-key';

export async function sealSecret(db: Queryable, secret: Buffer): Promise<string> {
  const key = await sharedSecret(db, KEY_NAME);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export async function openSecret(db: Queryable, sealed: string): Promise<Buffer> {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unreadable two-factor secret');
  const key = await sharedSecret(db, KEY_NAME);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
}
