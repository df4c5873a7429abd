import { PEOPLE_TEXTS } from '@common/people-texts';
import { CircleUser, Home, LogIn, UserX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/features/auth';
import { ProfileHeader, ProfileSkeleton, useProfile } from '@/features/people';
import { usePageTitle } from '@/lib/use-page-title';
import { ProfileTabs } from './profile-tabs';

/**
 * /profile and /profile/:username (username or id). Not guarded (spec section 2), but profiles
 * are for members (D5): a visitor is asked to sign in. Without a username a member sees their
 * own profile.
 */
export function ProfilePage() {
  const { username } = useParams();
  const { user, isChecking } = useSession();
  const key = username ?? (user ? user.username || String(user.id) : undefined);
  const profile = useProfile(user ? key : undefined);
  usePageTitle(profile.data ? profile.data.name || profile.data.username : 'Profile');

  if (isChecking) return <ProfileSkeleton />;
  if (!user) return <SignInToViewProfiles />;
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) return <UserNotFound />;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <ProfileHeader profile={profile.data} />
      <ProfileTabs profile={profile.data} />
    </div>
  );
}

function UserNotFound() {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-4 p-8 text-center">
      <UserX className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-bold">{PEOPLE_TEXTS.userNotFound}</h1>
      <p className="text-muted-foreground">This member does not exist or is no longer on FitCircle.</p>
      <Link to="/" className={buttonVariants()}>
        <Home aria-hidden="true" />
        {PEOPLE_TEXTS.goHome}
      </Link>
    </Card>
  );
}

function SignInToViewProfiles() {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-4 p-8 text-center">
      <CircleUser className="size-12 text-primary" aria-hidden="true" />
      <h1 className="text-xl font-bold">{PEOPLE_TEXTS.signInToViewProfiles}</h1>
      <p className="text-muted-foreground">Sign in to see members' profiles, progress and posts.</p>
      {/* A full page navigation: the server answers /api/login with a redirect to /login. */}
      <a href="/api/login" className={buttonVariants()}>
        <LogIn aria-hidden="true" />
        Sign In
      </a>
    </Card>
  );
}
