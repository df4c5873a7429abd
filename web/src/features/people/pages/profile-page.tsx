import { CircleUser, LogIn } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/features/auth/session-provider';
import { usePageTitle } from '@/lib/use-page-title';
import { ProfileSummaryCard } from '../components/profile-summary-card';

/**
 * /profile and /profile/:username. Not guarded (spec section 2): a visitor without a username
 * is asked to sign in; a member without a username sees their own profile.
 */
export function ProfilePage() {
  const { username } = useParams();
  const { user } = useSession();

  if (!username && !user) return <SignInToViewProfiles />;

  const own = !username || username === user?.username;
  return (
    <PagePlaceholder
      title={own ? 'My Profile' : `@${username}`}
      icon={CircleUser}
      note="Profiles with posts, fitness details and followers are coming soon."
    >
      {own && user && <ProfileSummaryCard user={user} />}
      {own && user && (
        <div>
          <Link to="/edit-profile" className={buttonVariants({ variant: 'outline' })}>
            Edit Profile
          </Link>
        </div>
      )}
    </PagePlaceholder>
  );
}

function SignInToViewProfiles() {
  usePageTitle('Profile');
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-4 p-8 text-center">
      <CircleUser className="size-12 text-primary" aria-hidden="true" />
      <h1 className="text-xl font-bold">Sign In to View Profiles</h1>
      <p className="text-muted-foreground">Sign in to see members' profiles, progress and posts.</p>
      {/* A full page navigation: the server answers /api/login with a redirect to /login. */}
      <a href="/api/login" className={buttonVariants()}>
        <LogIn aria-hidden="true" />
        Sign In
      </a>
    </Card>
  );
}
