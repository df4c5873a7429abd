import { describe, expect, it } from 'vitest';
import { isUser, parseStoredUser } from './session-storage';

describe('parseStoredUser', () => {
  it('reads a stored user', () => {
    const user = { id: 7, username: 'jane', name: 'Jane Doe', isAdmin: false };
    expect(parseStoredUser(JSON.stringify(user))).toEqual(user);
  });

  it('treats missing, unparseable or foreign values as no user (spec section 4)', () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('')).toBeNull();
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser('null')).toBeNull();
    expect(parseStoredUser('"jane"')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ username: 'jane' }))).toBeNull();
    expect(parseStoredUser(JSON.stringify({ id: '7', username: 'jane' }))).toBeNull();
  });
});

describe('isUser', () => {
  it('needs a numeric id and a username', () => {
    expect(isUser({ id: 1, username: 'a' })).toBe(true);
    expect(isUser({})).toBe(false);
    expect(isUser(null)).toBe(false);
  });
});
