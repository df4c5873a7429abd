import {
  hashKey,
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The cursors lists hand out in `Link: <...?before=CURSOR>; rel="next"` (Trending's: its ranking
 * moves between pages, so the last post's id cannot say where the next page starts), by list and
 * the id of the page's last item. Keyed by the id, not the page: a like patches the page into a
 * new array, and the cursor must outlive that. The oldest go first past a bound.
 */
const linkedCursors = new Map<string, string>();
const LINKED_CURSORS_MAX = 500;

function rememberLinkedCursor(list: string, lastId: number | string, headers: Headers): void {
  const next = /<([^>]*)>\s*;\s*rel="?next"?/.exec(headers.get('link') ?? '')?.[1];
  const cursor = next ? new URL(next, 'http://link.invalid').searchParams.get('before') : null;
  if (!cursor) return;
  linkedCursors.set(`${list}\n${lastId}`, cursor);
  if (linkedCursors.size > LINKED_CURSORS_MAX) linkedCursors.delete(linkedCursors.keys().next().value as string);
}

export interface KeysetListOptions {
  limit?: number;
  enabled?: boolean;
  params?: Record<string, string | number | undefined>;
  /** While a new search's first page loads, the previous results stay on screen (no flash of a skeleton). */
  keepPrevious?: boolean;
}

/**
 * The query behind a keyset-paged list, also for fetching it before its page renders
 * (`queryClient.prefetchInfiniteQuery`): same key, same pages.
 */
export function keysetListOptions<T extends { id: number | string }>(
  queryKey: QueryKey,
  path: string,
  options: KeysetListOptions = {},
) {
  const limit = options.limit ?? 20;
  const fullKey = [...queryKey, { limit, ...options.params }];
  const list = hashKey(fullKey);
  return infiniteQueryOptions({
    queryKey: fullKey,
    enabled: options.enabled,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    initialPageParam: undefined as number | string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const search = new URLSearchParams({ limit: String(limit) });
      for (const [k, v] of Object.entries(options.params ?? {}))
        if (v !== undefined && v !== '') search.set(k, String(v));
      // `!= null`: a first page the server drew (web/src/features/first-screen) came through JSON,
      // which writes its `undefined` page parameter as null.
      if (pageParam != null) search.set('before', String(pageParam));
      const sep = path.includes('?') ? '&' : '?';
      let headers: Headers | undefined;
      const page = await api.get<T[]>(`${path}${sep}${search}`, { signal, onHeaders: (h) => (headers = h) });
      const last = page[page.length - 1];
      if (headers && last) rememberLinkedCursor(list, last.id, headers);
      return page;
    },
    getNextPageParam: (lastPage: T[]) => {
      const last = lastPage[lastPage.length - 1];
      if (lastPage.length < limit || !last) return undefined;
      return linkedCursors.get(`${list}\n${last.id}`) ?? last.id;
    },
  });
}

/**
 * A list paged with keyset cursors (`?limit=&before=<id of the last item seen>`, D5): every list
 * endpoint answers a plain JSON array; a page shorter than `limit` is the last one.
 */
export function useKeysetList<T extends { id: number | string }>(
  queryKey: QueryKey,
  path: string,
  options: KeysetListOptions = {},
) {
  const query = useInfiniteQuery(keysetListOptions<T>(queryKey, path, options));
  const items = query.data?.pages.flat() ?? [];
  return { ...query, items };
}

const isPages = (data: unknown): data is InfiniteData<unknown[], unknown> =>
  typeof data === 'object' && data !== null && Array.isArray((data as InfiniteData<unknown[]>).pages);

/**
 * Takes the items `drop` picks (deleted, unsaved) out of every loaded keyset list under `queryKey`.
 * A last page made shorter reads as the end of the list (a short page is the last one), so "Load
 * more" would go while older items remain: such a list is read again, which tells it the truth.
 */
export function removeFromKeysetLists<T extends { id: number | string }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  drop: (item: T) => boolean,
): void {
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<T[], unknown>>({ queryKey })) {
    if (!isPages(data)) continue;
    const pages = data.pages.map((page) => page.filter((item) => !drop(item)));
    if (pages.every((page, i) => page.length === data.pages[i]?.length)) continue;
    queryClient.setQueryData<InfiniteData<T[], unknown>>(key, { ...data, pages });
    if ((pages.at(-1)?.length ?? 0) < (data.pages.at(-1)?.length ?? 0))
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}
