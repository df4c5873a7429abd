import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a write, fetches again every cached read under `queryKey`, including one whose first
 * fetch is still in flight. `invalidateQueries` alone restarts an in-flight fetch only when its
 * query already holds data; otherwise it waits for that fetch, whose answer may have been read
 * before the write committed and would then stay on screen. That happened with a filter typed
 * just before a gym was deleted: the new search's first page still listed the deleted gym.
 * So queries without data are cancelled first (back to their state before the fetch), and the
 * invalidation then starts them afresh.
 */
export async function refreshAfterWrite(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey, predicate: (query) => query.state.data === undefined });
  await queryClient.invalidateQueries({ queryKey });
}
