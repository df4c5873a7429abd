import { offlineDb } from './offline-db';

// The workout in progress, written on every change so a closed tab or a killed app loses nothing.
// One per member; its shape belongs to the workout logger.

export async function saveDraft(userId: number, draft: unknown): Promise<void> {
  await (await offlineDb()).put('drafts', { userId, savedAt: Date.now(), draft });
}

export async function loadDraft<T>(userId: number): Promise<T | null> {
  const row = await (await offlineDb()).get('drafts', userId);
  return row ? (row.draft as T) : null;
}

export async function clearDraft(userId: number): Promise<void> {
  await (await offlineDb()).delete('drafts', userId);
}
