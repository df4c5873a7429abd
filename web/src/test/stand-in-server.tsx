import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll } from 'vitest';
import { SessionProvider } from '@/features/auth';
import { setApiTransport } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';

// Real components drawn against a stand-in server: the API client's transport answers from a
// function for this test file, and a drawing is repeated until no query is left to fetch (server
// rendering runs no effects, so each round draws what the answers so far allow).

/**
 * Answers every API call of this file's tests with `answer(url)` as JSON; undefined is a 404.
 * Returns the urls asked since the last `drawSettled`, to check what a screen did not ask for.
 */
export function standInServer(answer: (url: string) => unknown): { asked: string[] } {
  const asked: string[] = [];
  beforeAll(() => {
    setApiTransport(() => async (path) => {
      const url = String(path);
      asked.push(url);
      const body = answer(url);
      if (body === undefined) return new Response('{}', { status: 404 });
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
  });
  afterAll(() => setApiTransport(() => fetch));
  return { asked };
}

/**
 * Draws `ui` in the app's providers, answers the calls it made, and draws it again until it asks for nothing new.
 * `failuresShown`: a failed query stays failed when drawn again, as on the open page. Each drawing
 * mounts the screen anew, and a query mounting on an error is otherwise shown loading again
 * (retryOnMount).
 */
export async function drawSettled(
  ui: ReactNode,
  asked?: string[],
  { failuresShown = false }: { failuresShown?: boolean } = {},
): Promise<string> {
  if (asked) asked.length = 0;
  const client = createQueryClient();
  if (failuresShown)
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
  const render = () =>
    renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>,
    );
  for (let round = 0; round < 5; round++) {
    render();
    const pending = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle');
    if (pending.length === 0) break;
    await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
  }
  return render();
}
