import { IDEMPOTENCY_KEY_HEADER } from '@common/api';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '@/lib/api-client';
import { createAddKeys, postAdd } from './add-key';

// The diary's "Add" on a phone: one Idempotency-Key per intended add, the same for a retry of it
// after an error, a new one for the next add.

const banana = { date: '2025-06-02', meal: 'breakfast', foodId: 7, grams: 120 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A stand-in server: answers each call with the next of `answers` (an Error is a lost connection). */
function server(answers: (number | Error)[]) {
  const keys: (string | undefined)[] = [];
  setApiTransport(() => async (_path, init) => {
    keys.push(((init?.headers ?? {}) as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]);
    const answer = answers.shift() ?? 201;
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify({ id: 1 }), { status: answer });
  });
  return keys;
}

afterEach(() => setApiTransport(() => fetch));

describe('the key of an add to the diary', () => {
  it('is sent with the add, made once, and sent again when the member retries that add after an error', async () => {
    const sent = server([new TypeError('Failed to fetch'), 504, 201]);
    const keys = createAddKeys();
    await expect(postAdd(keys, '/api/meal-logs', banana)).rejects.toThrow('Failed to fetch');
    await expect(postAdd(keys, '/api/meal-logs', banana)).rejects.toThrow('504');
    await expect(postAdd(keys, '/api/meal-logs', banana)).resolves.toEqual({ id: 1 });
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(UUID);
    expect(new Set(sent).size).toBe(1);
  });

  it('is new for the next add once one is stored, even of the same food and amount', async () => {
    const sent = server([201, 201]);
    const keys = createAddKeys();
    await postAdd(keys, '/api/meal-logs', banana);
    await postAdd(keys, '/api/meal-logs', banana);
    expect(sent[1]).toMatch(UUID);
    expect(sent[1]).not.toBe(sent[0]);
  });

  it('is new when, after an error, the member adds something else (another amount is another add)', async () => {
    const sent = server([new TypeError('Failed to fetch'), 201]);
    const keys = createAddKeys();
    await expect(postAdd(keys, '/api/meal-logs', banana)).rejects.toThrow();
    await postAdd(keys, '/api/meal-logs', { ...banana, grams: 150 });
    expect(sent[1]).not.toBe(sent[0]);
  });

  it('belongs to one place: two meals of the day adding at once have their own keys', () => {
    let n = 0;
    const newKey = () => `key-${++n}`;
    const breakfast = createAddKeys(newKey);
    const lunch = createAddKeys(newKey);
    expect(breakfast.keyFor(banana)).toBe('key-1');
    expect(lunch.keyFor({ ...banana, meal: 'lunch' })).toBe('key-2');
    // A late answer for an add that is no longer the unfinished one leaves the unfinished one's key.
    breakfast.stored('key-2');
    expect(breakfast.keyFor(banana)).toBe('key-1');
    breakfast.stored('key-1');
    expect(breakfast.keyFor(banana)).toBe('key-3');
  });
});
