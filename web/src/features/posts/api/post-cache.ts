import type { Post } from '@common/schemas/posts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { removeFromKeysetLists } from '@/lib/use-keyset-list';

/**
 * Every cached list of posts lives under this key root (the feed, a member's posts, saved,
 * trending), and so does each post opened on its own page: what refreshes the posts refreshes it.
 */
export const POSTS_KEY = ['posts'] as const;
export const postKeys = {
  feed: [...POSTS_KEY, 'feed'] as const,
  detail: (postId: number) => [...POSTS_KEY, 'detail', postId] as const,
  trending: [...POSTS_KEY, 'trending'] as const,
  bookmarks: [...POSTS_KEY, 'bookmarks'] as const,
  user: (userId: number) => [...POSTS_KEY, 'user', userId] as const,
  comments: (postId: number) => ['comments', postId] as const,
};

type PostPages = InfiniteData<Post[], unknown>;

const isPostPages = (data: unknown): data is PostPages =>
  typeof data === 'object' && data !== null && Array.isArray((data as PostPages).pages);

/**
 * Applies what the server answered about one post (a like, a new comment count, a bookmark) to
 * every cached list that shows it and to its own page, so the same post reads the same everywhere.
 */
export function patchCachedPost(
  queryClient: QueryClient,
  postId: number,
  patch: Partial<Post> | ((post: Post) => Partial<Post>),
): void {
  const patched = (post: Post): Post => ({ ...post, ...(typeof patch === 'function' ? patch(post) : patch) });
  queryClient.setQueriesData<PostPages>({ queryKey: POSTS_KEY }, (data) => {
    if (!isPostPages(data)) return data;
    let changed = false;
    const pages = data.pages.map((page) =>
      page.map((post) => {
        if (post.id !== postId) return post;
        changed = true;
        return patched(post);
      }),
    );
    return changed ? { ...data, pages } : data;
  });
  // Nothing is made up for a post whose page was never opened.
  queryClient.setQueryData<Post>(postKeys.detail(postId), (post) => post && patched(post));
}

/** Takes a post out of every cached list (it was deleted), or out of the lists under `queryKey` only. */
export function removeCachedPost(queryClient: QueryClient, postId: number, queryKey: readonly unknown[] = POSTS_KEY) {
  removeFromKeysetLists<Post>(queryClient, queryKey, (post) => post.id === postId);
}

/**
 * Forgets a deleted post: out of every list, and its page asks the server again next time it is
 * shown (the page on screen keeps what it has until its member leaves it).
 */
export function forgetDeletedPost(queryClient: QueryClient, postId: number) {
  removeCachedPost(queryClient, postId);
  queryClient.removeQueries({ queryKey: postKeys.detail(postId), type: 'inactive' });
  void queryClient.invalidateQueries({ queryKey: postKeys.detail(postId), refetchType: 'none' });
}
