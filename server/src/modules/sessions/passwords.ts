import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's baseline cost (19 MiB, 2 passes): strong, and about 20 ms here.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A password as it is hashed: Unicode NFC, so 'ä' typed as one character (most keyboards) or as
 * 'a' and a combining mark (some phones, macOS file names pasted) is the same password. Every path
 * that hashes or checks one (sign-up, sign-in, change, reset, re-authentication, deletion...) goes
 * through hashPassword and verifyPassword below, and so through this.
 */
export const normalizePassword = (password: string) => password.normalize('NFC');

export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), OPTIONS);
}

async function verifies(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * The NFC form first; then, only when it differs, the text as typed: a password stored before
 * normalization was hashed as it was sent, and must keep working.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const normalized = normalizePassword(password);
  if (await verifies(passwordHash, normalized)) return true;
  return normalized !== password && verifies(passwordHash, password);
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check when the account does not exist, so response timing does
 * not tell whether a username is registered (D1).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
