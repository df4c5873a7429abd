import { POST_LABELS, POST_TOASTS } from '@common/posts-texts';
import { Bookmark } from 'lucide-react';
import { useBookmarks } from '../api/get-posts';
import { PostList } from './post-list';

/** Profile Saved tab (owner only): the member's bookmarked posts, most recently saved first. */
export function SavedPostsList() {
  const saved = useBookmarks();
  return (
    <PostList
      list={saved}
      label="Saved posts"
      errorText={POST_TOASTS.feedFallback}
      embedded
      empty={{ icon: Bookmark, title: POST_LABELS.savedEmptyTitle, description: POST_LABELS.savedEmptyText }}
    />
  );
}
