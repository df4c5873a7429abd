import { PEOPLE_TEXTS } from '@common/people-texts';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth';
import { VerificationCard } from '@/features/badges';
import { HomeGymField } from '@/features/gyms';
import { EditProfileForm, useProfile } from '@/features/people';
import { usePageTitle } from '@/lib/use-page-title';

/** /edit-profile: the member's own profile, fresh from the server, in the form. */
export function EditProfilePage() {
  const { user } = useSession();
  const profile = useProfile(user ? String(user.id) : undefined);
  usePageTitle(PEOPLE_TEXTS.editProfile);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{PEOPLE_TEXTS.editProfile}</h1>
      <Card className="p-4 sm:p-6">
        {profile.data ? (
          <EditProfileForm key={profile.data.id} profile={profile.data} />
        ) : profile.isError ? (
          <p className="text-destructive">Your profile could not be loaded. Please reload the page.</p>
        ) : (
          <PageSpinner label="Loading your profile" />
        )}
      </Card>
      <Card className="p-4 sm:p-6">
        <HomeGymField />
      </Card>
      {user && (
        <Card className="p-4 sm:p-6">
          <VerificationCard userId={user.id} />
        </Card>
      )}
    </div>
  );
}
