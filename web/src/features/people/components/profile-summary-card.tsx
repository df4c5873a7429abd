import type { User } from '@common/schemas/user';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { withBreakPoints } from '@/lib/break-points';
import { profilePath } from '@/lib/profile-path';
import { useFollowCounts } from '../api/get-follow-counts';
import { TrainerBadge } from './trainer-badge';

/** The member's card at the top of the dashboard: picture, name, @username, counts and a link to the profile. */
export function ProfileSummaryCard({ user }: { user: User }) {
  const displayName = user.name || user.username;
  const counts = useFollowCounts(user.id);
  return (
    <Card className="flex flex-wrap items-center gap-4 p-4 sm:p-5">
      <Avatar src={user.profileImageUrl ?? user.profilePicture} name={displayName} size="lg" decorative />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="line-clamp-2 min-w-0 text-lg font-semibold [overflow-wrap:anywhere]">
            {withBreakPoints(displayName)}
          </span>
          {user.isTrainer && <TrainerBadge />}
        </p>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">@{withBreakPoints(user.username)}</p>
        {/* 44 px tall links without tap-target's negative margins: when the two wrap onto two
            lines on a narrow phone, those margins made the second link cover the first. The line
            keeps its height while the counts load, so the feed below does not jump (issue 21: the
            dashboard's layout shift). */}
        <p className="mt-1 flex min-h-11 flex-wrap gap-x-4 text-sm [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center [&_a]:gap-1">
          {counts.data && (
            <>
              <Link to="/friends?tab=followers" className="hover:underline">
                <span className="font-semibold">{counts.data.followers}</span>
                {counts.data.followers === 1 ? ' follower' : ' followers'}
              </Link>
              <Link to="/friends?tab=following" className="hover:underline">
                <span className="font-semibold">{counts.data.following}</span> following
              </Link>
            </>
          )}
        </p>
      </div>
      <Link to={profilePath(user)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        View profile
      </Link>
    </Card>
  );
}
