import { POST_LABELS, POST_TOASTS } from '@common/posts-texts';
import { Newspaper } from 'lucide-react';
import { useUserPosts } from '../api/get-posts';
import { PostList } from './post-list';

/**
 * Profile Posts tab: the member's posts the viewer may see, paged. The profile page around it
 * offers the owner the Create Post link (spec section 2, Profile).
 */
export function UserPostsList({ userId, isOwner }: { userId: number; isOwner: boolean }) {
  const posts = useUserPosts(userId);
  return (
    <PostList
      list={posts}
      label="Posts"
      errorText={POST_TOASTS.feedFallback}
      embedded
      empty={{
        icon: Newspaper,
        title: POST_LABELS.userPostsEmpty,
        description: isOwner ? POST_LABELS.userPostsEmptyOwner : undefined,
      }}
    />
  );
}
