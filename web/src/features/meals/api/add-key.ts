import { IDEMPOTENCY_KEY_HEADER } from '@common/api';
import { useState } from 'react';
import { newClientKey } from '@/features/offline';
import { api } from '@/lib/api-client';

// On a phone "Add" can time out after the server stored the entry; the member taps again. Each
// intended add to the diary (a food, a plan's meal) carries one Idempotency-Key: a retry of that
// same add after an error sends the same key, and the server answers the stored entry instead of
// logging the food twice. Once an add is stored, the next add gets a new key, even for the same
// food and amount (a second coffee is eaten, not retried). An add with other content (another
// food, amount, meal or day) is another add, with its own key: the server would refuse a key
// reused for another body.

/** The keys of one place that adds to the diary (one meal of the day). */
export interface AddKeys {
  /** The key for this add: the unfinished add's when `body` is the same, else a new one. */
  keyFor(body: unknown): string;
  /** The add sent with `key` was stored: the next add is a new one. */
  stored(key: string): void;
}

export function createAddKeys(newKey: () => string = newClientKey): AddKeys {
  let unfinished: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (unfinished?.body !== text) unfinished = { body: text, key: newKey() };
      return unfinished.key;
    },
    stored(key) {
      if (unfinished?.key === key) unfinished = null;
    },
  };
}

/** The keys of the calling component, kept for as long as it is on screen. */
export function useAddKeys(): AddKeys {
  return useState(() => createAddKeys())[0];
}

/** POSTs an add with its key; kept after a failure for the retry, done with once stored. */
export async function postAdd<T>(keys: AddKeys, path: string, body: unknown): Promise<T> {
  const key = keys.keyFor(body);
  const answer = await api.post<T>(path, body, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
  keys.stored(key);
  return answer;
}
