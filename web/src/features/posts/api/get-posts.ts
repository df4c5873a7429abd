import type { Post } from '@common/schemas/posts';
import { keysetListOptions, useKeysetList } from '@/lib/use-keyset-list';
import { postKeys } from './post-cache';

// The lists of posts: each answers a JSON array paged with ?limit= and ?before= (keyset).

/** GET /api/posts: the member's own posts and those of the people they follow, newest first. */
export const useFeed = () => useKeysetList<Post>(postKeys.feed, '/api/posts');
/** The feed's query, to fetch its first page while the dashboard's code downloads. */
export const feedListOptions = () => keysetListOptions<Post>(postKeys.feed, '/api/posts');

/** GET /api/users/{id}/posts: a member's posts the viewer may see. */
export const useUserPosts = (userId: number) =>
  useKeysetList<Post>(postKeys.user(userId), `/api/users/${userId}/posts`, { enabled: userId > 0 });

/** GET /api/bookmarks: the member's saved posts, most recently saved first. */
export const useBookmarks = () => useKeysetList<Post>(postKeys.bookmarks, '/api/bookmarks');

/** GET /api/posts/trending: public posts of the last days, most liked and commented first. */
export const useTrending = () => useKeysetList<Post>(postKeys.trending, '/api/posts/trending');
