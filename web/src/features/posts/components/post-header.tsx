import { fullDateTime } from '@common/en-us-format';
import { POST_PAGE_TEXTS } from '@common/posts-texts';
import type { Post } from '@common/schemas/posts';
import { labelOf } from '@common/vocab';
import { BadgeCheck, Globe, Lock, Users, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { DeferredPopup } from '@/components/deferred-popup';
import { Avatar } from '@/components/ui/avatar';
import { RemoteMark } from '@/features/federation';
import { lazyNamed } from '@/lib/lazy-named';
import { timeLabel } from '@/lib/time-label';
import { postPath } from '../lib/post-path';
import { AuthorLink, handleOf } from './author-link';
import type { PostMenuProps } from './post-menu';
import { PostMenuButton } from './post-menu-button';

// The menu (a dropdown and its delete and report dialogs) loads when a member reaches for it.
const PostMenu = lazyNamed(() => import('./post-menu'), 'PostMenu');

const AUDIENCE_ICON = { public: Globe, friends: Users, private: Lock } as const;

interface PostHeaderProps {
  post: Post;
  canDelete: boolean;
  canReport: boolean;
  onDeleted?: () => void;
}

/**
 * Author (linking to their profile, or to the original for a post from another server), the time
 * label of spec section 2 (linking to the post's own page), the audience, and the menu.
 */
export function PostHeader({ post, canDelete, canReport, onDeleted }: PostHeaderProps) {
  const name = post.user.name || post.user.username;
  const AudienceIcon = AUDIENCE_ICON[post.audience];
  const when = timeLabel(post.createdAt);
  const time = (
    <time dateTime={post.createdAt} title={fullDateTime(new Date(post.createdAt))}>
      {when}
    </time>
  );
  return (
    <header className="flex items-start gap-3">
      <AuthorLink user={post.user} remote={post.remote} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar src={post.user.profileImageUrl} name={name} decorative />
      </AuthorLink>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-1.5">
          <AuthorLink
            user={post.user}
            remote={post.remote}
            className="tap-target font-semibold [overflow-wrap:anywhere] hover:underline"
            aria-label={post.remote ? `${name}, view the original on ${post.remote.server}` : `${name}, view profile`}
          >
            {name}
          </AuthorLink>
          {post.user.isTrainer && (
            <BadgeCheck className="size-4 text-accent-strong" role="img" aria-label="Certified Trainer" />
          )}
          <span className="truncate text-sm text-muted-foreground">{handleOf(post.user, post.remote)}</span>
        </p>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          {/* A post from another server has no page here: its author's link leads to the original. */}
          {post.remote ? (
            time
          ) : (
            <Link
              to={postPath(post.id)}
              aria-label={POST_PAGE_TEXTS.openPost(when)}
              className="tap-target hover:text-foreground hover:underline"
            >
              {time}
            </Link>
          )}
          <span aria-hidden="true">·</span>
          {post.club ? (
            // Written in a private club: its members see it, whatever 'private' would say.
            <UsersRound className="size-3.5" role="img" aria-label={`Visible to: members of ${post.club.name}`} />
          ) : (
            <AudienceIcon className="size-3.5" role="img" aria-label={`Visible to: ${labelOf(post.audience)}`} />
          )}
          <RemoteMark item={post} />
        </p>
      </div>
      {(canDelete || canReport) && (
        <DeferredPopup<PostMenuProps>
          component={PostMenu}
          props={{ postId: post.id, canDelete, canReport, onDeleted }}
          trigger={(intent) => <PostMenuButton {...intent} />}
        />
      )}
    </header>
  );
}
