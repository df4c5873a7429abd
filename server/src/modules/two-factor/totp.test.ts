import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchingStep, otpauthUrl, type TotpAlgorithm, totp } from './totp';

// RFC 6238 Appendix B: the published test vectors (8 digits, 30-second steps, T0 = 0), with the
// RFC's seeds for each hash.
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, string, TotpAlgorithm][] = [
  [59, '94287082', 'sha1'],
  [59, '46119246', 'sha256'],
  [59, '90693936', 'sha512'],
  [1111111109, '07081804', 'sha1'],
  [1111111109, '68084774', 'sha256'],
  [1111111109, '25091201', 'sha512'],
  [1111111111, '14050471', 'sha1'],
  [1111111111, '67062674', 'sha256'],
  [1111111111, '99943326', 'sha512'],
  [1234567890, '89005924', 'sha1'],
  [1234567890, '91819424', 'sha256'],
  [1234567890, '93441116', 'sha512'],
  [2000000000, '69279037', 'sha1'],
  [2000000000, '90698825', 'sha256'],
  [2000000000, '38618901', 'sha512'],
  [20000000000, '65353130', 'sha1'],
  [20000000000, '77737706', 'sha256'],
  [20000000000, '47863826', 'sha512'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s the code is %s (%s)', (seconds, code, algorithm) => {
    expect(totp(SEEDS[algorithm], seconds * 1000, { algorithm, digits: 8 })).toBe(code);
  });

  it('gives 6-digit codes by default (the last 6 digits of the same truncation)', () => {
    expect(totp(SEEDS.sha1, 59_000)).toBe('287082');
  });

  it('accepts a code one step early or late (clock drift), not two', () => {
    const key = SEEDS.sha1;
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchingStep(key, totp(key, now), now)).toBe(step);
    expect(matchingStep(key, totp(key, now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(key, totp(key, now + 30_000), now)).toBe(step + 1);
    expect(matchingStep(key, totp(key, now - 60_000), now)).toBeNull();
    expect(matchingStep(key, totp(key, now + 60_000), now)).toBeNull();
    expect(matchingStep(key, '12345', now)).toBeNull();
  });
});

describe('base32 (RFC 4648)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%s is %s (unpadded) and back', (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(text);
  });

  it('reads a key as people type it: lower case, spaces, padding', () => {
    expect(base32Decode('mzxw 6ytb oi==').toString()).toBe('foobar');
  });
});

it('makes the otpauth URI authenticator apps read', () => {
  const url = new URL(otpauthUrl('FitCircle', 'ada_l', 'JBSWY3DPEHPK3PXP'));
  expect(url.protocol).toBe('otpauth:');
  expect(url.hostname + decodeURIComponent(url.pathname)).toBe('totp/FitCircle:ada_l');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    secret: 'JBSWY3DPEHPK3PXP',
    issuer: 'FitCircle',
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
});
