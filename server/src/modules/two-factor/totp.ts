import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// TOTP (RFC 6238) over HOTP (RFC 4226), with Node's HMAC: small enough to own, and checked
// against the RFC's published test vectors (totp.test.ts).

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how authenticator apps take a key. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export interface TotpOptions {
  algorithm?: TotpAlgorithm;
  digits?: number;
  /** Seconds per step (RFC 6238's X). */
  period?: number;
}

const DEFAULTS = { algorithm: 'sha1', digits: 6, period: 30 } as const;

/** HOTP (RFC 4226 section 5.3): dynamic truncation of HMAC(key, counter). */
export function hotp(key: Uint8Array, counter: number, { algorithm = 'sha1', digits = 6 }: TotpOptions = {}): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/** The time step a moment falls in (RFC 6238's T, with T0 = 0). */
export function timeStep(atMs: number, period: number = DEFAULTS.period): number {
  return Math.floor(atMs / 1000 / period);
}

/** The code for a moment. */
export function totp(key: Uint8Array, atMs: number, options: TotpOptions = {}): string {
  return hotp(key, timeStep(atMs, options.period), options);
}

/**
 * The step whose code this is, looking one step back and one ahead (a phone's clock may drift,
 * and a code typed as it changes is one step old), or null. Every candidate is compared in
 * constant time. Which steps were already used is the caller's business (replay).
 */
export function matchingStep(key: Uint8Array, code: string, atMs: number, options: TotpOptions = {}): number | null {
  const now = timeStep(atMs, options.period);
  const given = Buffer.from(code);
  let found: number | null = null;
  for (const step of [now - 1, now, now + 1]) {
    const expected = Buffer.from(hotp(key, step, options));
    if (expected.length === given.length && timingSafeEqual(expected, given) && found === null) found = step;
  }
  return found;
}

/** A new 160-bit key (RFC 4226's recommended length for HMAC-SHA-1). */
export function newTotpKey(): Buffer {
  return randomBytes(20);
}

/** The otpauth:// URI authenticator apps read from a QR code (Google's Key Uri Format). */
export function otpauthUrl(issuer: string, account: string, secretBase32: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(DEFAULTS.digits),
    period: String(DEFAULTS.period),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
