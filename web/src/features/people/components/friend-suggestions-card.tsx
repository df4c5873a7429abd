import { LIMITS } from '@common/limits';
import { PEOPLE_TOASTS } from '@common/people-texts';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PeopleResults } from './people-results';

const DASHBOARD_FAILURES = { follow: PEOPLE_TOASTS.followFailedDashboard, unfollow: 'Failed to unfollow user.' };

/**
 * Dashboard sidebar: 3 people to follow and View All to /friends (spec section 2). After Follow
 * the button stays disabled; it comes back only if the call fails (spec section 4).
 */
export function FriendSuggestionsCard() {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Friend Suggestions</CardTitle>
        <Link to="/friends" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
          View All<span className="sr-only"> friend suggestions</span>
        </Link>
      </CardHeader>
      <CardContent>
        <PeopleResults
          source={{ kind: 'suggestions', limit: LIMITS.sidebarFriendSuggestions }}
          headingLevel={null}
          texts={{
            label: 'Friend suggestions',
            loading: 'Loading friend suggestions...',
            empty: 'No suggestions yet',
            emptyHint: 'People you may know will appear here.',
          }}
          buttonProps={{ lockWhenFollowing: true, failureMessages: DASHBOARD_FAILURES }}
        />
      </CardContent>
    </Card>
  );
}
