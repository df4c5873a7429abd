import { InfiniteQueryObserver } from '@tanstack/react-query';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from './api-client';
import { createQueryClient } from './query-client';
import { keysetListOptions } from './use-keyset-list';

// A list whose order moves between pages (Trending) hands out its next page's cursor in a Link
// header: the app follows it, not the id of the last item it holds.
const asked: string[] = [];
setApiTransport(() => async (path) => {
  const url = new URL(String(path), 'http://x');
  asked.push(`${url.pathname}${url.search}`);
  const before = url.searchParams.get('before');
  const page = before === null ? [{ id: 9 }, { id: 4 }] : before === 'tr1.777.4.5' ? [{ id: 7 }, { id: 2 }] : [];
  const headers = new Headers({ 'content-type': 'application/json' });
  if (before === null) headers.set('link', '</api/list?limit=2&before=tr1.777.4.5>; rel="next"');
  return new Response(JSON.stringify(page), { headers });
});
afterAll(() => setApiTransport(() => fetch));

describe('a keyset list with a Link header', () => {
  it('asks for the next page with the cursor the server handed out, also after its last item changed', async () => {
    const client = createQueryClient();
    const observer = new InfiniteQueryObserver(
      client,
      keysetListOptions<{ id: number; liked?: boolean }>(['linked'], '/api/list', { limit: 2 }),
    );
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toHaveLength(1));
    // A like patches the page into a new array (post-cache.ts): the cursor must survive it.
    client.setQueryData(observer.options.queryKey, {
      pages: [[{ id: 9 }, { id: 4, liked: true }]],
      pageParams: [undefined],
    });
    await observer.fetchNextPage();
    expect(asked).toEqual(['/api/list?limit=2', '/api/list?limit=2&before=tr1.777.4.5']);
    expect(
      observer
        .getCurrentResult()
        .data?.pages.flat()
        .map((p) => p.id),
    ).toEqual([9, 4, 7, 2]);
    stop();
  });
});
