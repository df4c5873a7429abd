import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineDb } from './offline-db';
import { persistQueries } from './persist-queries';
import { clearOfflineData } from './sign-out';

// IndexedDB from fake-indexeddb (an in-memory implementation of the standard, as Node has none);
// the writer waits its real second.
const settle = () => new Promise((resolve) => setTimeout(resolve, 1300));
const storedFor = async (userId: number) => (await offlineDb()).get('queries', userId);

describe('the persisted queries at sign-out', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it("a write scheduled before sign-out does not bring the member's queries back after it", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['workouts', 'recent'], [{ id: 1 }]);
    stops.push(persistQueries(queryClient, 7));
    await settle();
    expect((await storedFor(7))?.state).toBeTruthy();

    // A refetch succeeds just before sign-out: its write is due a second later, while the page
    // (and the writer) still runs.
    queryClient.setQueryData(['workouts', 'recent'], [{ id: 1 }, { id: 2 }]);
    await clearOfflineData();
    expect(await storedFor(7)).toBeUndefined();
    await settle();
    expect(await storedFor(7)).toBeUndefined();

    // Nor does any later change on that page.
    queryClient.setQueryData(['workouts', 'recent'], [{ id: 3 }]);
    await settle();
    expect(await storedFor(7)).toBeUndefined();
  });

  it('the next member to sign in on the device has theirs written again', async () => {
    const queryClient = new QueryClient();
    stops.push(persistQueries(queryClient, 7));
    await clearOfflineData();
    queryClient.clear();
    queryClient.setQueryData(['posts', 'feed'], ['hello']);
    stops.push(persistQueries(queryClient, 8));
    await settle();
    expect((await storedFor(8))?.state).toMatchObject({ queries: [{ queryKey: ['posts', 'feed'] }] });
  });
});
