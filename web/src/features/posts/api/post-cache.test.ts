import type { Post } from '@common/schemas/posts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetDeletedPost, patchCachedPost, postKeys } from './post-cache';

function buildPost(id: number, overrides: Partial<Post> = {}): Post {
  return {
    id,
    userId: 1,
    content: `Post ${id}`,
    imageUrl: null,
    imageKey: null,
    imageSizes: null,
    videoUrl: null,
    videoKey: null,
    location: null,
    placeLat: null,
    placeLng: null,
    audience: 'public',
    workout: null,
    activity: null,
    createdAt: '2026-12-06T10:00:00.000Z',
    user: { id: 1, username: 'mia', name: 'Mia Member', profileImageUrl: null, profilePicture: null, isTrainer: false },
    likesCount: 0,
    commentsCount: 0,
    userLiked: false,
    bookmarked: false,
    ...overrides,
  };
}

const feedOf = (client: QueryClient) =>
  client
    .getQueryData<{ pages: Post[][] }>(postKeys.feed)
    ?.pages.flat()
    .map((p) => p.id);

describe("a post's own page shares the cache of the lists", () => {
  it('a like or a new comment shows the same on its page as in the feed', () => {
    const client = new QueryClient();
    client.setQueryData(postKeys.feed, { pages: [[buildPost(1), buildPost(2)]], pageParams: [null] });
    client.setQueryData(postKeys.detail(1), buildPost(1));
    patchCachedPost(client, 1, { userLiked: true, likesCount: 1 });
    patchCachedPost(client, 1, (post) => ({ commentsCount: post.commentsCount + 1 }));
    expect(client.getQueryData<Post>(postKeys.detail(1))).toMatchObject({
      userLiked: true,
      likesCount: 1,
      commentsCount: 1,
    });
    expect(client.getQueryData<{ pages: Post[][] }>(postKeys.feed)?.pages[0][0]).toMatchObject({ likesCount: 1 });
  });

  it('a post whose page was never opened gets no page entry made up', () => {
    const client = new QueryClient();
    patchCachedPost(client, 3, { likesCount: 5 });
    expect(client.getQueryCache().find({ queryKey: postKeys.detail(3) })).toBeUndefined();
  });

  it('a deleted post leaves the lists; its page, not on screen, is forgotten', () => {
    const client = new QueryClient();
    client.setQueryData(postKeys.feed, { pages: [[buildPost(1), buildPost(2)]], pageParams: [null] });
    client.setQueryData(postKeys.detail(2), buildPost(2));
    forgetDeletedPost(client, 2);
    expect(feedOf(client)).toEqual([1]);
    expect(client.getQueryCache().find({ queryKey: postKeys.detail(2) })).toBeUndefined();
  });

  it('the page on screen keeps the deleted post until it is left, then asks again', () => {
    const client = new QueryClient();
    client.setQueryData(postKeys.detail(2), buildPost(2));
    // The page's query, shown and fresh: nothing to fetch while the test runs.
    const observer = new QueryObserver(client, {
      queryKey: postKeys.detail(2),
      queryFn: () => new Promise<Post>(() => undefined),
      staleTime: Number.POSITIVE_INFINITY,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    forgetDeletedPost(client, 2);
    const query = client.getQueryCache().find({ queryKey: postKeys.detail(2) });
    expect(query?.state.data).toMatchObject({ id: 2 });
    expect(query?.state.isInvalidated).toBe(true);
    unsubscribe();
  });
});
