import { POST_LABELS, POST_TOASTS } from '@common/posts-texts';
import { POST_LIMITS } from '@common/schemas/posts';
import { textRoom } from '@common/text-room';
import { hasVisibleText } from '@common/visible-text';
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { LoadMore } from '@/components/load-more';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/features/auth';
import { RemoteMark, RemoteText } from '@/features/federation';
import { timeLabel } from '@/lib/time-label';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useAddComment, useComments } from '../api/comments';
import { AuthorLink } from './author-link';
import { CommentMenu } from './comment-menu';

/** The comments of a post: the form on top (signed-in members only), then newest first, paged. */
export function CommentsPanel({ postId, postAuthorId, id }: { postId: number; postAuthorId: number; id: string }) {
  const { user } = useSession();
  const comments = useComments(postId, true);

  useEffect(() => {
    if (comments.isError) {
      toast({ title: POST_TOASTS.error, description: POST_TOASTS.commentsLoadFailed, variant: 'destructive' });
    }
  }, [comments.isError]);

  return (
    <section id={id} aria-label="Comments" className="flex flex-col gap-3 border-t border-border pt-3">
      {user && <CommentForm postId={postId} />}
      {comments.isPending ? (
        <Spinner label="Loading comments" className="self-center py-2" />
      ) : comments.isError ? (
        <p className="text-sm text-destructive">{POST_TOASTS.commentsLoadFailed}</p>
      ) : comments.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{POST_LABELS.noComments}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {comments.items.map((comment) => {
            const name = comment.user.name || comment.user.username;
            const own = user?.id === comment.user.id;
            // A reply from another server (issue 37) has no menu here: it is the remote server's.
            const local = !comment.remote;
            const canDelete = local && Boolean(user && (own || user.id === postAuthorId || user.isAdmin));
            const canReport = local && Boolean(user && !own);
            return (
              <li key={comment.id} className="flex gap-2">
                <Avatar src={comment.user.profileImageUrl} name={name} size="sm" decorative />
                <div className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2">
                  <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                    <AuthorLink
                      user={comment.user}
                      remote={comment.remote}
                      className="tap-target font-semibold hover:underline"
                    >
                      {name}
                    </AuthorLink>
                    <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
                      {timeLabel(comment.createdAt)}
                    </time>
                    <RemoteMark item={comment} />
                  </p>
                  <RemoteText item={comment} className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
                    {comment.content}
                  </RemoteText>
                </div>
                {(canDelete || canReport) && (
                  <CommentMenu
                    commentId={comment.id}
                    postId={postId}
                    authorName={name}
                    canDelete={canDelete}
                    canReport={canReport}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore
        hasMore={Boolean(comments.hasNextPage)}
        loading={comments.isFetchingNextPage}
        onLoadMore={() => void comments.fetchNextPage()}
        label="Load older comments"
      />
    </section>
  );
}

/**
 * Blank or whitespace-only text is not sent (spec section 5, Comment), nor text of characters that
 * draw nothing (a zero-width space): the server's rule, so the member is never told a comment failed.
 */
export const isBlankComment = (text: string) => !hasVisibleText(text);

function CommentForm({ postId }: { postId: number }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const addComment = useAddComment(postId);
  const sending = useSingleSubmit();
  // Blank text is not sent, nor a text over the limit, which stays in the box to be shortened.
  const blank = isBlankComment(text);
  const room = textRoom(text, POST_LIMITS.commentMax);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || room.over) return;
    // Refused at once while a comment is on its way: a double click comments once.
    void sending.run(async () => {
      await addComment.mutateAsync({ content: text.trim() });
      setText('');
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          Add a comment
        </label>
        <Input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={POST_LABELS.commentPlaceholder}
          autoComplete="off"
          aria-invalid={room.over ? true : undefined}
          aria-describedby={room.note ? `${inputId}-room` : undefined}
        />
        <Button type="submit" size="icon" aria-label="Send comment" disabled={blank || room.over || sending.busy}>
          <Send aria-hidden="true" />
        </Button>
      </div>
      <CharacterCount id={`${inputId}-room`} room={room} />
    </form>
  );
}
