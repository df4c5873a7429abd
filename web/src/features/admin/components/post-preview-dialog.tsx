import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { PostCard } from '@/features/posts';
import { useAdminPostPreview } from '../api/get-post';

/** 'Open': the post as members see it in the feed, with its media and comments. */
export function PostPreviewDialog({ postId, onClose }: { postId: number | null; onClose: () => void }) {
  const post = useAdminPostPreview(postId);
  return (
    <Dialog open={postId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Post</DialogTitle>
          <DialogDescription className="sr-only">The post as members see it.</DialogDescription>
        </DialogHeader>
        {post.data ? (
          <PostCard post={post.data} />
        ) : post.isError ? (
          <p className="text-destructive">This post no longer exists.</p>
        ) : (
          <Spinner label="Loading the post" className="self-center py-6" />
        )}
      </DialogContent>
    </Dialog>
  );
}
