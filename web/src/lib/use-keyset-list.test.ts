import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setApiTransport } from './api-client';
import { keysetListOptions } from './use-keyset-list';

describe('keysetListOptions', () => {
  it("asks for the first page without a cursor, also when the page parameter came through JSON as null (the server's first screen)", async () => {
    const asked: string[] = [];
    setApiTransport(() => async (path) => {
      asked.push(String(path));
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    });
    const options = keysetListOptions<{ id: number }>(['posts', 'feed'], '/api/posts');
    const client = new QueryClient();
    // What the browser holds after adopting the server's data: pageParams [undefined] became [null].
    client.setQueryData(options.queryKey, { pages: [[{ id: 9 }]], pageParams: [null as unknown as undefined] });
    await client.fetchInfiniteQuery({ ...options, staleTime: 0 }); // refetches the page it holds
    await client.fetchInfiniteQuery({ ...options, queryKey: ['other'], initialPageParam: 42 });
    expect(asked).toEqual(['/api/posts?limit=20', '/api/posts?limit=20&before=42']);
  });
});
