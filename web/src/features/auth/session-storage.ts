import type { User } from '@common/schemas/user';

/** The browser's copy of the signed-in user: a cache to paint fast, never a credential (D1). */
export const STORED_USER_KEY = 'fitcircle.user';

/** The stored user, or null when there is none or it cannot be read (spec section 4). */
export function readStoredUser(): User | null {
  try {
    return parseStoredUser(window.localStorage.getItem(STORED_USER_KEY));
  } catch {
    return null;
  }
}

export function parseStoredUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isUser(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: User): void {
  try {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage full or disabled (private mode): the app still works, it only paints slower.
  }
}

export function clearStoredUser(): void {
  try {
    window.localStorage.removeItem(STORED_USER_KEY);
  } catch {
    // Nothing stored that could be read back.
  }
}

/** Just enough shape to trust a stored or answered value as a user. */
export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<User>;
  return typeof candidate.id === 'number' && typeof candidate.username === 'string';
}
