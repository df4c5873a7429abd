import type { Post } from '@common/schemas/posts';
import { Suspense, useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { ActivityPostCard } from '@/features/activities';
import { useSession } from '@/features/auth';
import { RemoteText } from '@/features/federation';
import { WorkoutPostCard } from '@/features/workouts';
import { lazyNamed } from '@/lib/lazy-named';
import { PostActions } from './post-actions';
import { PostHeader } from './post-header';
import { PostLocation } from './post-location';
import { PostMedia } from './post-media';

// Comments (their list, form and menus) load the first time a member opens them.
const CommentsPanel = lazyNamed(() => import('./comments-panel'), 'CommentsPanel');

interface PostCardProps {
  post: Post;
  /** Its photo is the first one on screen (PostMedia). */
  priority?: boolean;
  /** The comments start open (the post's own page). */
  defaultCommentsOpen?: boolean;
  /** After its author or an admin deleted it from the menu (the post's own page leaves). */
  onDeleted?: () => void;
}

/**
 * One post (spec section 2, Feed and posts). Text is shown as typed, never as HTML (React
 * escapes it). The comments panel opens on the first click and closes on the second.
 */
export function PostCard({ post, priority = false, defaultCommentsOpen = false, onDeleted }: PostCardProps) {
  const { user } = useSession();
  const [commentsOpen, setCommentsOpen] = useState(defaultCommentsOpen);
  const panelId = useId();
  const name = post.user.name || post.user.username;
  // A post from another server (issue 37) is read here, answered there: it has no menu, likes or
  // comments of ours; its header links to the original.
  const local = !post.remote;
  const canDelete = local && Boolean(user && (user.id === post.userId || user.isAdmin));
  const canReport = local && Boolean(user && user.id !== post.userId);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <article aria-label={`Post by ${name}`} className="flex flex-col gap-3">
        <PostHeader post={post} canDelete={canDelete} canReport={canReport} onDeleted={onDeleted} />
        <RemoteText item={post} className="whitespace-pre-wrap [overflow-wrap:anywhere]">
          {post.content}
        </RemoteText>
        {post.workout && <WorkoutPostCard workout={post.workout} />}
        {post.activity && <ActivityPostCard activity={post.activity} />}
        <PostMedia post={post} priority={priority} />
        {post.location && <PostLocation location={post.location} lat={post.placeLat} lng={post.placeLng} />}
        {local && (
          <PostActions
            post={post}
            commentsOpen={commentsOpen}
            commentsPanelId={panelId}
            onToggleComments={() => setCommentsOpen((open) => !open)}
          />
        )}
        {local && commentsOpen && (
          <Suspense
            fallback={
              <p id={panelId} role="status" className="text-sm text-muted-foreground">
                Loading comments…
              </p>
            }
          >
            <CommentsPanel postId={post.id} postAuthorId={post.userId} id={panelId} />
          </Suspense>
        )}
      </article>
    </Card>
  );
}
