import { POST_LABELS, POST_TOASTS } from '@common/posts-texts';
import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useUserPosts } from '../api/get-posts';
import { PostList } from './post-list';

/** Profile Posts tab: the member's posts the viewer may see, paged; the owner gets a Create Post link. */
export function UserPostsList({ userId, isOwner }: { userId: number; isOwner: boolean }) {
  const posts = useUserPosts(userId);
  return (
    <PostList
      list={posts}
      label="Posts"
      errorText={POST_TOASTS.feedFallback}
      empty={{
        icon: Newspaper,
        title: POST_LABELS.userPostsEmpty,
        action: isOwner ? (
          <Link to="/create-post" className={buttonVariants()}>
            {POST_LABELS.createPost}
          </Link>
        ) : undefined,
      }}
    />
  );
}
