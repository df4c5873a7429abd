import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

/** Dashboard sidebar: 3 people to follow and a View All link (filled by the follows issue). */
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
        <EmptyState
          icon={UserPlus}
          title="No suggestions yet"
          description="People you may know will appear here."
          className="py-4"
        />
      </CardContent>
    </Card>
  );
}
