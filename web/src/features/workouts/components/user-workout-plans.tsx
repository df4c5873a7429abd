import { labelOf } from '@common/vocab';
import { Dumbbell, Lock } from 'lucide-react';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useUserPlans } from '../api/get-plans';

/**
 * Profile Fitness tab: the member's workout plans with name, description, level and
 * 'frequency x per week' (spec section 2), as their 'workout activity' choice allows.
 */
export function UserWorkoutPlans({ userId, hidden = false }: { userId: number; hidden?: boolean }) {
  // The profile already knows when the member's choice hides their plans: no call to be refused.
  const plans = useUserPlans(userId, { enabled: !hidden });
  if (hidden) return <EmptyState icon={Lock} title="Workout plans are private" className="py-4" />;
  if (plans.isPending) return <Spinner label="Loading workout plans" />;
  if (plans.isError) {
    return isApiError(plans.error, 403) ? (
      <EmptyState
        icon={Lock}
        title="Workout plans are private"
        description={plans.error.serverMessage}
        className="py-4"
      />
    ) : (
      <EmptyState title="Failed to load workout plans." className="py-4" />
    );
  }
  if (plans.items.length === 0) return <EmptyState icon={Dumbbell} title="No workout plans yet" className="py-4" />;
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2" aria-label="Workout plans">
        {plans.items.map((plan) => (
          <li key={plan.id} className="rounded-lg border border-border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold [overflow-wrap:anywhere]">{plan.name}</p>
              <div className="flex gap-1">
                {plan.isActive && <Badge>Active</Badge>}
                <Badge variant="secondary">{labelOf(plan.level)}</Badge>
              </div>
            </div>
            {plan.description && (
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{plan.description}</p>
            )}
            <p className="text-sm">{plan.frequency}x per week</p>
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={plans.hasNextPage}
        loading={plans.isFetchingNextPage}
        onLoadMore={() => plans.fetchNextPage()}
      />
    </div>
  );
}
