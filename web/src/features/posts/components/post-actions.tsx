import { countOf } from '@common/en-us-format';
import type { Post } from '@common/schemas/posts';
import { Bookmark, Heart, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useToggleBookmark } from '../api/toggle-bookmark';
import { useToggleLike } from '../api/toggle-like';

interface PostActionsProps {
  post: Post;
  commentsOpen: boolean;
  commentsPanelId: string;
  onToggleComments: () => void;
}

/** Like with its count, comments with theirs (opening the panel), and bookmark. */
export function PostActions({ post, commentsOpen, commentsPanelId, onToggleComments }: PostActionsProps) {
  const like = useToggleLike();
  const bookmark = useToggleBookmark();
  return (
    <div className="flex items-center gap-1 border-t border-border pt-2">
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={post.userLiked}
        aria-label={`Like, ${countOf(post.likesCount, 'like')}`}
        disabled={like.isPending}
        onClick={() => like.mutate({ postId: post.id, like: !post.userLiked })}
        className={cn(post.userLiked && 'text-rose-600')}
      >
        <Heart aria-hidden="true" className={cn(post.userLiked && 'fill-current')} />
        <span aria-hidden="true">{post.likesCount}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={commentsOpen}
        aria-controls={commentsPanelId}
        aria-label={`Comments, ${countOf(post.commentsCount, 'comment')}`}
        onClick={onToggleComments}
      >
        <MessageCircle aria-hidden="true" className={cn(commentsOpen && 'fill-primary-soft text-primary')} />
        <span aria-hidden="true">{post.commentsCount}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={post.bookmarked}
        aria-label="Save post"
        disabled={bookmark.isPending}
        onClick={() => bookmark.mutate({ postId: post.id, save: !post.bookmarked })}
        className={cn('ml-auto', post.bookmarked && 'text-primary')}
      >
        <Bookmark aria-hidden="true" className={cn(post.bookmarked && 'fill-current')} />
      </Button>
    </div>
  );
}
