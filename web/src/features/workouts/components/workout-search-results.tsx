import { Dumbbell } from 'lucide-react';
import { useState } from 'react';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useDiscoverPlans } from '../api/get-plans';
import { PlanCard } from './plan-card';
import { PlanDetailsDialog } from './plan-details-dialog';

/** The header search results page's workouts section: plans (recommended and shared) whose name matches. */
export function WorkoutSearchResults({ query }: { query: string }) {
  const q = query.trim();
  const plans = useDiscoverPlans({ q, enabled: q.length > 0, limit: 6 });
  const [viewing, setViewing] = useState<number | null>(null);
  if (!q) return <EmptyState icon={Dumbbell} title="Type to search workouts" className="py-4" />;
  if (plans.isPending) return <Spinner label="Searching workouts" />;
  if (plans.items.length === 0) {
    // A long word in the search wraps: it must not make the page scroll sideways.
    return (
      <EmptyState
        icon={Dumbbell}
        title={`No workouts found matching "${q}"`}
        className="py-4 [overflow-wrap:anywhere]"
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 md:grid-cols-2">
        {plans.items.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            actions={
              <Button size="sm" variant="outline" onClick={() => setViewing(plan.id)}>
                View
              </Button>
            }
          />
        ))}
      </div>
      <LoadMore
        hasMore={plans.hasNextPage}
        loading={plans.isFetchingNextPage}
        onLoadMore={() => plans.fetchNextPage()}
      />
      {viewing !== null && <PlanDetailsDialog planId={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
