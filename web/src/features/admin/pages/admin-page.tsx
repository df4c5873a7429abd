import { LIMITS } from '@common/limits';
import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BlockedServersTab } from '@/features/federation';
import { AdminGymsTab } from '@/features/gyms';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePageTitle } from '@/lib/use-page-title';
import { adminKeys } from '../api/keys';
import { AuditLogTab } from '../components/audit-log-tab';
import { BadgeRequestsTab } from '../components/badge-requests-tab';
import { MealPlansTab, WorkoutPlansTab } from '../components/plans-tab';
import { PostsTab } from '../components/posts-tab';
import { ReportsTab } from '../components/reports-tab';
import { StatCards } from '../components/stat-cards';
import { AdminTwoStepGate } from '../components/two-step-gate';
import { UsersTab } from '../components/users-tab';

const TABS = [
  { value: 'users', label: 'Users', search: 'Search users', placeholder: 'Name, username or email' },
  { value: 'posts', label: 'Posts', search: 'Search posts', placeholder: 'Search post content' },
  { value: 'workout-plans', label: 'Workout Plans', search: 'Search workout plans', placeholder: 'Search plans' },
  { value: 'meal-plans', label: 'Meal Plans', search: 'Search meal plans', placeholder: 'Search plans' },
  { value: 'gyms', label: 'Gyms', search: 'Filter gyms', placeholder: 'Filter by name, city or zip code' },
  { value: 'reports', label: 'Reports', search: null, placeholder: '' },
  { value: 'badges', label: 'Badge requests', search: null, placeholder: '' },
  { value: 'audit', label: 'Audit log', search: null, placeholder: '' },
  { value: 'servers', label: 'Servers', search: null, placeholder: '' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/**
 * The stat cards stay live while the admin works: any change made on this page (a gym added in
 * the Gyms tab, which belongs to the gyms feature, a plan, a deletion) refreshes the counts.
 */
function useStatsFollowChanges() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
        }
      }),
    [queryClient],
  );
}

/**
 * /admin (spec section 2, Admin Dashboard; D5): live stat cards, a search box that filters the tab
 * on screen, and the tabs. Only the selected tab is mounted, so an action refetches what is shown.
 * The route guard is a convenience; the server answers 403 to anyone who is not an admin (D1).
 */
export function AdminPage() {
  usePageTitle('Admin Dashboard');
  return (
    <AdminTwoStepGate>
      <AdminDashboard />
    </AdminTwoStepGate>
  );
}

function AdminDashboard() {
  useStatsFollowChanges();
  const [tab, setTab] = useState<TabValue>('users');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), LIMITS.userSearchDebounceMs);
  const active = TABS.find((t) => t.value === tab) ?? TABS[0];
  const selectTab = (next: string) => {
    setTab(next as TabValue);
    setText('');
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
      <StatCards />
      <Tabs value={tab} onValueChange={selectTab} className="flex flex-col gap-3">
        {active.search && (
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label={active.search}
              placeholder={active.placeholder}
              value={text}
              maxLength={LIMITS.searchTextMax}
              onChange={(event) => setText(event.target.value)}
              className="pl-9"
            />
          </div>
        )}
        <TabsList aria-label="Admin sections" layout="grid" className="sm:flex-wrap sm:justify-start">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="sm:flex-none">
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t.value} value={t.value} className="mt-0">
            {tab === t.value && <TabBody tab={t.value} q={q} />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function TabBody({ tab, q }: { tab: TabValue; q: string }) {
  switch (tab) {
    case 'users':
      return <UsersTab q={q} />;
    case 'posts':
      return <PostsTab q={q} />;
    case 'workout-plans':
      return <WorkoutPlansTab q={q} />;
    case 'meal-plans':
      return <MealPlansTab q={q} />;
    case 'gyms':
      return <AdminGymsTab q={q} />;
    case 'reports':
      return <ReportsTab />;
    case 'badges':
      return <BadgeRequestsTab />;
    case 'audit':
      return <AuditLogTab />;
    case 'servers':
      return <BlockedServersTab />;
  }
}
