import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './refresh-after-write';

/** A list read whose answers the test releases one at a time: what the server held at each read. */
function heldReads() {
  const releases: ((items: string[]) => void)[] = [];
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    new Promise<string[]>((resolve, reject) => {
      releases.push(resolve);
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  return { queryFn, releases };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A list on screen (an observer keeps its query active), whose first read is on its way. */
async function listOnScreen(queryKey: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { queryFn, releases } = heldReads();
  const observer = new QueryObserver(client, { queryKey, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  await settled();
  return { client, observer, releases, unsubscribe };
}

describe('refreshAfterWrite', () => {
  it("reads again a list whose first read was in flight during the write, so the answer read before it doesn't stay", async () => {
    const { client, observer, releases, unsubscribe } = await listOnScreen(['gyms', 'admin', 'Mine']);
    expect(releases).toHaveLength(1); // the search's first read is on its way

    const refreshed = refreshAfterWrite(client, ['gyms']); // the gym was deleted meanwhile
    await settled();
    releases[0](['Mine']); // the first read's answer, from before the delete
    expect(releases).toHaveLength(2);
    releases[1]([]);
    await refreshed;

    expect(observer.getCurrentResult().data).toEqual([]);
    unsubscribe();
  });

  it('reads again a list that holds data, once', async () => {
    const { client, observer, releases, unsubscribe } = await listOnScreen(['gyms', 'admin', '']);
    releases[0](['Mine', 'Other']);
    await settled();

    const refreshed = refreshAfterWrite(client, ['gyms']);
    await settled();
    expect(releases).toHaveLength(2);
    releases[1](['Other']);
    await refreshed;

    expect(observer.getCurrentResult().data).toEqual(['Other']);
    unsubscribe();
  });
});
