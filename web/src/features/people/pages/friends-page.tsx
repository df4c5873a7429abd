import { PEOPLE_TEXTS } from '@common/people-texts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { COMPACT_TAB } from '@/components/ui/compact-tab';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/features/auth';
import { useIsPhone } from '@/lib/use-is-phone';
import { usePageTitle } from '@/lib/use-page-title';
import { useFollowCounts } from '../api/get-follow-counts';
import { PeopleResults } from '../components/people-results';
import { PeopleSearchInput } from '../components/people-search-input';

const TABS = ['suggestions', 'following', 'followers'] as const;
type Tab = (typeof TABS)[number];

/**
 * Find People to Follow (/friends, spec section 2 and D2): Suggestions, Following and Followers
 * with their counts; the search box filters whichever list is shown, on the client. The tab is in
 * the address (?tab=following), so the follower and following counts elsewhere link straight to it.
 */
export function FriendsPage() {
  const { user } = useSession();
  const [filter, setFilter] = useState('');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'suggestions';
  const counts = useFollowCounts(user?.id);
  const isPhone = useIsPhone();
  usePageTitle(PEOPLE_TEXTS.friendsTitle);
  if (!user) return <h1 className="text-xl font-bold">{PEOPLE_TEXTS.friendsSignedOut}</h1>;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{PEOPLE_TEXTS.friendsTitle}</h1>
      <PeopleSearchInput
        value={filter}
        onChange={setFilter}
        placeholder={isPhone ? PEOPLE_TEXTS.friendsSearchPlaceholderShort : PEOPLE_TEXTS.friendsSearchPlaceholder}
      />
      <Card className="p-3 sm:p-5">
        <Tabs
          value={tab}
          onValueChange={(value) => setParams(value === 'suggestions' ? {} : { tab: value }, { replace: true })}
        >
          <TabsList aria-label="People lists">
            <TabsTrigger value="suggestions" className={COMPACT_TAB}>
              {PEOPLE_TEXTS.suggestionsTab}
            </TabsTrigger>
            <TabsTrigger value="following" className={COMPACT_TAB}>
              {PEOPLE_TEXTS.followingTab}
              {counts.data && (
                <Badge variant="secondary" className="px-1.5">
                  {counts.data.following}
                </Badge>
              )}
            </TabsTrigger>
            <TabsTrigger value="followers" className={COMPACT_TAB}>
              {PEOPLE_TEXTS.followersTab}
              {counts.data && (
                <Badge variant="secondary" className="px-1.5">
                  {counts.data.followers}
                </Badge>
              )}
            </TabsTrigger>
          </TabsList>
          {TABS.map((t) => (
            <TabsContent key={t} value={t}>
              {tab === t && <PeopleResults source={{ kind: t }} filter={filter} />}
            </TabsContent>
          ))}
        </Tabs>
      </Card>
    </div>
  );
}
