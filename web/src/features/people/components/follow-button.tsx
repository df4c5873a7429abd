import { LoaderCircle, UserCheck, UserPlus } from 'lucide-react';
import { Button, type ButtonSize } from '@/components/ui/button';
import { type FollowTarget, useFollowUser } from '../api/follow-user';

export interface FollowButtonProps {
  target: FollowTarget;
  isFollowing: boolean;
  /** The label to follow ('Follow', or 'Follow Back' on the Followers tab). */
  followLabel?: string;
  /** The label once following; clicking it unfollows ('Following', or 'Unfollow' on a profile). */
  followingLabel?: string;
  /** Dashboard suggestions: once followed the button stays disabled (spec section 4). */
  lockWhenFollowing?: boolean;
  failureMessages?: { follow: string; unfollow: string };
  size?: ButtonSize;
  className?: string;
}

/**
 * Follow / Following (spec section 4, Follow relationship): disabled with a spinner while the call
 * runs, 'Following' afterwards. The accessible name says whom it is for.
 */
export function FollowButton({
  target,
  isFollowing,
  followLabel = 'Follow',
  followingLabel = 'Following',
  lockWhenFollowing = false,
  failureMessages,
  size = 'sm',
  className,
}: FollowButtonProps) {
  const mutation = useFollowUser({ failureMessages });
  const pending = mutation.isPending;
  const label = isFollowing ? followingLabel : followLabel;
  const Icon = pending ? LoaderCircle : isFollowing ? UserCheck : UserPlus;
  return (
    <Button
      size={size}
      variant={isFollowing ? 'outline' : 'default'}
      disabled={pending || (isFollowing && lockWhenFollowing)}
      aria-busy={pending}
      aria-label={`${label} ${target.name}`}
      onClick={() => mutation.mutate({ target, follow: !isFollowing })}
      className={className}
    >
      <Icon className={pending ? 'animate-spin motion-reduce:animate-none' : undefined} aria-hidden="true" />
      {label}
    </Button>
  );
}
