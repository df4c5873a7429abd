import type { Post } from '@common/schemas/posts';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useDeferredValue } from 'react';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { useKeysetList } from '@/lib/use-keyset-list';
import { priorityImagePost } from '../lib/priority-image';
import { PostCard } from './post-card';

/** More than a phone's first screen holds. */
const FIRST_SCREEN_POSTS = 3;

interface PostListProps {
  list: ReturnType<typeof useKeysetList<Post>>;
  empty: { icon: LucideIcon; title: string; description?: ReactNode; action?: ReactNode };
  errorText: string;
  label: string;
  /** Inside another card (the profile's tabs): the empty and error states come without their own card. */
  embedded?: boolean;
}

/** A keyset-paged list of posts: skeletons, an error with Retry, the empty state, or the cards and Load More. */
export function PostList({ list, empty, errorText, label, embedded = false }: PostListProps) {
  const Frame = embedded ? 'div' : Card;
  // The first few posts render at once; the rest in a background render that yields to the
  // browser, so twenty cards never block the page in one long task.
  const deferredCount = useDeferredValue(list.items.length, 0);
  if (list.isPending) return <PostSkeletons />;
  if (list.isError && list.items.length === 0) {
    return (
      <Frame className="flex flex-col items-center gap-3 p-6 text-center">
        <p className="text-destructive">{errorText}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Frame>
    );
  }
  if (list.items.length === 0) {
    return (
      <Frame>
        <EmptyState {...empty} />
      </Frame>
    );
  }
  // A ranked list (Trending) can move between pages: a post is shown once.
  const seen = new Set<number>();
  const posts = list.items.filter((post) => !seen.has(post.id) && seen.add(post.id));
  // The first photo near the top is the page's largest paint: it loads first, the others lazily.
  const priorityId = priorityImagePost(posts)?.id;
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={label} className="flex flex-col gap-4">
        {posts.slice(0, Math.max(deferredCount, FIRST_SCREEN_POSTS)).map((post) => (
          <li key={post.id}>
            <PostCard post={post} priority={post.id === priorityId} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={Boolean(list.hasNextPage)}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </div>
  );
}

function PostSkeletons() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-label="Loading posts">
      {[0, 1].map((i) => (
        <Card key={i} className="flex flex-col gap-3 p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/4" />
            </div>
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
      ))}
    </div>
  );
}
