import { InfiniteQueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { standInServer } from '@/test/stand-in-server';
import { keysetListOptions, removeFromKeysetLists } from './use-keyset-list';

// A list of 25 comments, newest first, paged 10 at a time with `?before=<id>` (D5).
const ids = Array.from({ length: 25 }, (_, i) => 25 - i);
let deleted = new Set<number>();
standInServer((url) => {
  const query = new URL(url, 'http://x').searchParams;
  const before = Number(query.get('before') ?? Number.POSITIVE_INFINITY);
  const limit = Number(query.get('limit'));
  return ids
    .filter((id) => id < before && !deleted.has(id))
    .slice(0, limit)
    .map((id) => ({ id }));
});

/** A list on screen (an observer keeps it active), with its first page loaded. */
async function listOnScreen() {
  deleted = new Set();
  const client = createQueryClient();
  const observer = new InfiniteQueryObserver(
    client,
    keysetListOptions<{ id: number }>(['comments', 1], '/c', { limit: 10 }),
  );
  const stop = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toHaveLength(1));
  return { client, observer, stop };
}

describe('taking a deleted item out of a keyset list', () => {
  it('keeps "Load more" when the item was on the last loaded page', async () => {
    const { client, observer, stop } = await listOnScreen();
    deleted.add(18);
    removeFromKeysetLists<{ id: number }>(client, ['comments', 1], (c) => c.id === 18);
    expect(observer.getCurrentResult().data?.pages[0]?.map((c) => c.id)).not.toContain(18);
    // The shortened page is read again: the server has 15 more, so the list goes on.
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages[0]).toHaveLength(10));
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();
    const shown = observer
      .getCurrentResult()
      .data?.pages.flat()
      .map((c) => c.id);
    expect(shown).toEqual(ids.filter((id) => id !== 18).slice(0, 20));
    stop();
  });

  it('leaves a list without the item alone', async () => {
    const { client, observer, stop } = await listOnScreen();
    const before = observer.getCurrentResult().data;
    removeFromKeysetLists<{ id: number }>(client, ['comments', 1], (c) => c.id === 3);
    expect(observer.getCurrentResult().data).toBe(before);
    expect(client.getQueryCache().getAll()[0]?.state.isInvalidated).toBe(false);
    stop();
  });
});
