import type { ChatMessage } from '@common/schemas/chat';
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/**
 * A message as the screen holds it: a stored one, or a sent one still under its temp- id. A sent
 * one that was not stored is `failed`; when the server refused it for good (a block, say),
 * `refusal` holds the server's reason and it cannot be sent again.
 */
export type LocalMessage = Omit<ChatMessage, 'id'> & { id: number | string; failed?: boolean; refusal?: string };
type Pages = InfiniteData<LocalMessage[], number | undefined>;

const PAGE_SIZE = 50;
export const messagesQueryKey = (userId: number) => ['chat', 'messages', userId] as const;

async function getMessages(userId: number, before: number | undefined, signal: AbortSignal): Promise<LocalMessage[]> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (before !== undefined) query.set('before', String(before));
  try {
    return await api.get<ChatMessage[]>(`/api/messages/${userId}?${query}`, { signal });
  } catch (error) {
    // Spec section 7: a 404 is treated as an empty conversation.
    if (isApiError(error, 404)) return [];
    throw error;
  }
}

/** The conversation with a member, oldest to newest; older pages load on demand. */
export function useConversation(userId: number | null) {
  const query = useInfiniteQuery({
    queryKey: messagesQueryKey(userId ?? 0),
    enabled: userId !== null,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => getMessages(userId!, pageParam, signal),
    getNextPageParam: (oldest) => (oldest.length < PAGE_SIZE ? undefined : (oldest[0]?.id as number)),
    staleTime: 0,
  });
  // pages[0] is the newest page; each page is oldest → newest.
  const messages = query.data ? [...query.data.pages].reverse().flat() : [];
  return { ...query, messages };
}

function updatePages(
  queryClient: QueryClient,
  userId: number,
  change: (newest: LocalMessage[], all: Pages) => LocalMessage[] | null,
) {
  queryClient.setQueryData<Pages>(messagesQueryKey(userId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const next = change(data.pages[0], data);
    return next ? { ...data, pages: [next, ...data.pages.slice(1)] } : data;
  });
}

const mapAll = (queryClient: QueryClient, userId: number, fn: (m: LocalMessage) => LocalMessage) =>
  queryClient.setQueryData<Pages>(messagesQueryKey(userId), (data) =>
    data ? { ...data, pages: data.pages.map((page) => page.map(fn)) } : data,
  );

/** Adds a message to a loaded conversation: duplicate ids are ignored (spec section 4). */
export function addMessage(queryClient: QueryClient, userId: number, message: LocalMessage) {
  updatePages(queryClient, userId, (newest, all) => {
    if (all.pages.some((page) => page.some((m) => m.id === message.id))) return null;
    return [...newest, message];
  });
}

/** The server stored a sent message: its temp- id becomes the stored id. */
export function confirmMessage(
  queryClient: QueryClient,
  userId: number,
  tempId: string,
  id: number,
  timestamp: string,
) {
  updatePages(queryClient, userId, (newest, all) => {
    if (all.pages.some((page) => page.some((m) => m.id === id))) return newest.filter((m) => m.id !== tempId);
    return newest.map((m) => (m.id === tempId ? { ...m, id, timestamp, failed: false } : m));
  });
}

/** A sent message was not stored; `refusal` is the server's reason when sending again cannot help. */
export function failMessage(queryClient: QueryClient, userId: number, tempId: string, refusal?: string) {
  mapAll(queryClient, userId, (m) => (m.id === tempId ? { ...m, failed: true, ...(refusal && { refusal }) } : m));
}

/** Read receipt: what I sent this member, up to `upToId`, is read. */
export function markSentRead(queryClient: QueryClient, userId: number, upToId: number) {
  mapAll(queryClient, userId, (m) =>
    m.receiverId === userId && typeof m.id === 'number' && m.id <= upToId ? { ...m, read: true } : m,
  );
}

/** Takes a message that was not sent out of the conversation (the member sends it again). */
export function removeMessage(queryClient: QueryClient, userId: number, tempId: string) {
  updatePages(queryClient, userId, (newest) => newest.filter((m) => m.id !== tempId));
}
