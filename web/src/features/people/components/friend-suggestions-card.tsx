import { LIMITS } from '@common/limits';
import { PEOPLE_TOASTS } from '@common/people-texts';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSuggestions } from '../api/get-suggestions';
import { PeopleList } from './people-list';

const DASHBOARD_FAILURES = { follow: PEOPLE_TOASTS.followFailedDashboard, unfollow: 'Failed to unfollow user.' };

/**
 * Dashboard sidebar: 3 people to follow and View All to /friends (spec section 2). After Follow
 * the button stays disabled; it comes back only if the call fails (spec section 4).
 */
export function FriendSuggestionsCard() {
  const suggestions = useSuggestions(LIMITS.sidebarFriendSuggestions);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Friend Suggestions</CardTitle>
        <Link to="/friends" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
          View All<span className="sr-only"> friend suggestions</span>
        </Link>
      </CardHeader>
      <CardContent>
        {suggestions.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <span className="sr-only" role="status">
              Loading friend suggestions
            </span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : suggestions.isError || suggestions.data.length === 0 ? (
          <EmptyState
            icon={UserPlus}
            title="No suggestions yet"
            description="People you may know will appear here."
            className="py-4"
          />
        ) : (
          <PeopleList
            people={suggestions.data}
            label="Friend suggestions"
            buttonProps={{ lockWhenFollowing: true, failureMessages: DASHBOARD_FAILURES }}
          />
        )}
      </CardContent>
    </Card>
  );
}
