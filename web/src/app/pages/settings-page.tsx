import { PEOPLE_TEXTS } from '@common/people-texts';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { COMPACT_TAB } from '@/components/ui/compact-tab';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiTokensSection, PrivacyZonesSection } from '@/features/activities';
import { RecentSignInHost, useSession } from '@/features/auth';
import { CoachSettingsSection } from '@/features/coach';
import { FederationSettingsSection } from '@/features/federation';
import { HomeGymVisibilitySection } from '@/features/gyms';
import { BlockedMembersSection } from '@/features/moderation';
import {
  SettingsAccountTab,
  SettingsNotificationsTab,
  SettingsPrivacyTab,
  SettingsProfileTab,
  useProfile,
  useSettings,
} from '@/features/people';
import { SecuritySettings } from '@/features/security';
import { HeartRateSection } from '@/features/training';
import { usePageTitle } from '@/lib/use-page-title';

/** A tab's content once its data is there; a spinner before, a message if it failed. */
function whenLoaded<T>(query: { data?: T; isError: boolean }, render: (data: T) => ReactNode): ReactNode {
  if (query.data !== undefined) return render(query.data);
  if (query.isError) return <p className="text-destructive">This could not be loaded. Please reload the page.</p>;
  return <PageSpinner />;
}

const TABS = ['profile', 'account', 'privacy', 'notifications', 'security'] as const;
type Tab = (typeof TABS)[number];

/**
 * Settings (spec section 2): Profile, Account, Privacy, Notifications and Security, all saved for
 * real (D5). The tab is in the address (?tab=privacy; none for Profile), as on /friends: a reload
 * keeps it, and each choice is a history entry, so Back and Forward go through the tabs chosen.
 */
export function SettingsPage() {
  const { user } = useSession();
  const profile = useProfile(user ? String(user.id) : undefined);
  const settings = useSettings();
  usePageTitle(PEOPLE_TEXTS.settingsTitle);
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'profile';
  const selectTab = (value: string) => {
    if (value === tab) return;
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value === 'profile') next.delete('tab');
      else next.set('tab', value);
      return next;
    });
  };
  if (!user) return null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{PEOPLE_TEXTS.settingsTitle}</h1>
      {/* Destructive actions here ask for a recent sign-in (issue 35): the dialog that asks. */}
      <RecentSignInHost />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Settings sections" layout="grid" className="max-sm:grid-cols-3">
          <TabsTrigger value="profile" className={COMPACT_TAB}>
            Profile
          </TabsTrigger>
          <TabsTrigger value="account" className={COMPACT_TAB}>
            Account
          </TabsTrigger>
          <TabsTrigger value="privacy" className={COMPACT_TAB}>
            Privacy
          </TabsTrigger>
          <TabsTrigger value="notifications" className={COMPACT_TAB}>
            Notifications
          </TabsTrigger>
          <TabsTrigger value="security" className={COMPACT_TAB}>
            Security
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          {whenLoaded(profile, (data) => (
            <SettingsProfileTab key={data.id} profile={data} />
          ))}
          <HeartRateSection />
        </TabsContent>
        <TabsContent value="account">
          <SettingsAccountTab user={user} />
          <ApiTokensSection />
          <CoachSettingsSection />
        </TabsContent>
        <TabsContent value="privacy">
          {whenLoaded(settings, (data) => (
            <SettingsPrivacyTab settings={data} />
          ))}
          <BlockedMembersSection />
          <HomeGymVisibilitySection />
          <PrivacyZonesSection />
          <FederationSettingsSection />
        </TabsContent>
        <TabsContent value="notifications">
          {whenLoaded(settings, (data) => (
            <SettingsNotificationsTab settings={data} emailVerified={user.emailVerified} />
          ))}
        </TabsContent>
        <TabsContent value="security">
          <SecuritySettings />
        </TabsContent>
      </Tabs>
    </div>
  );
}
