import { PEOPLE_TEXTS } from '@common/people-texts';
import type { Profile } from '@common/schemas/people';
import { labelOf } from '@common/vocab';
import { Lock, UserPen } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useUnits } from '@/features/auth';
import { ProfileBadges } from '@/features/badges';
import { ProfileModerationMenu } from '@/features/moderation';
import { withBreakPoints } from '@/lib/break-points';
import { useFollowCounts } from '../api/get-follow-counts';
import { ageFromDateOfBirth, heightWeightLabel } from '../lib/age';
import { FollowButton } from './follow-button';
import { TrainerBadge } from './trainer-badge';

/** The figures under the name: followers and following (live), and posts. */
function Figures({ profile }: { profile: Profile }) {
  const counts = useFollowCounts(profile.id).data;
  const followers = counts?.followers ?? profile.followersCount;
  const figures = [
    [followers === 1 ? 'follower' : 'followers', followers],
    ['following', counts?.following ?? profile.followingCount],
    [profile.postsCount === 1 ? 'post' : 'posts', profile.postsCount],
  ] as const;
  return (
    <dl className="flex gap-5 text-sm">
      {figures.map(([label, value]) => (
        <div key={label} className="flex flex-col-reverse items-start sm:flex-row-reverse sm:gap-1">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Badges of the fitness profile: age, goal, body type, activity level, 'height cm • weight kg'. */
function FitnessBadges({ profile }: { profile: Profile }) {
  const { weight: weightUnit } = useUnits();
  const age = ageFromDateOfBirth(profile.dateOfBirth);
  const badges = [
    age !== null ? `${age} years` : null,
    profile.fitnessGoal ? labelOf(profile.fitnessGoal) : null,
    profile.bodyType ? labelOf(profile.bodyType) : null,
    profile.activityLevel ? labelOf(profile.activityLevel) : null,
    heightWeightLabel(profile.height, profile.weight, weightUnit),
  ].filter((b): b is string => Boolean(b));
  if (badges.length === 0) return null;
  return (
    <ul aria-label="Fitness profile" className="flex flex-wrap gap-2">
      {badges.map((badge) => (
        <li key={badge}>
          <Badge variant="outline">{badge}</Badge>
        </li>
      ))}
    </ul>
  );
}

function PrivacyNote({ profile }: { profile: Profile }) {
  if (!profile.detailsHidden) return null;
  const friendsOnly = profile.visibility === 'friends';
  return (
    <p className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm">
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-semibold">
          {friendsOnly ? PEOPLE_TEXTS.friendsOnlyProfile : PEOPLE_TEXTS.privateProfile}.
        </span>{' '}
        {friendsOnly ? PEOPLE_TEXTS.friendsOnlyProfileHint : PEOPLE_TEXTS.privateProfileHint}
      </span>
    </p>
  );
}

/** The profile's header (spec section 2, Profile). */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const displayName = profile.name || profile.username;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:p-6">
      <Avatar src={profile.profileImageUrl ?? profile.profilePicture} name={displayName} size="xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight">
              <span className="min-w-0 [overflow-wrap:anywhere]">{withBreakPoints(displayName)}</span>
              {profile.isTrainer && <TrainerBadge />}
            </h1>
            {/* A 30-character handle wraps between its parts on a phone instead of widening the page. */}
            <p className="text-muted-foreground [overflow-wrap:anywhere]">@{withBreakPoints(profile.username)}</p>
          </div>
          {profile.isOwnProfile ? (
            <Link to="/edit-profile" className={buttonVariants({ variant: 'outline' })}>
              <UserPen aria-hidden="true" />
              {PEOPLE_TEXTS.editProfile}
            </Link>
          ) : (
            <div className="flex items-center gap-2">
              <FollowButton
                target={{ id: profile.id, name: displayName }}
                isFollowing={profile.isFollowing}
                followingLabel="Unfollow"
                size="default"
              />
              <ProfileModerationMenu member={{ id: profile.id, name: displayName }} />
            </div>
          )}
        </div>
        {profile.bio && <p className="whitespace-pre-line [overflow-wrap:anywhere]">{profile.bio}</p>}
        <Figures profile={profile} />
        <FitnessBadges profile={profile} />
        <ProfileBadges userId={profile.id} />
        <PrivacyNote profile={profile} />
      </div>
    </Card>
  );
}
