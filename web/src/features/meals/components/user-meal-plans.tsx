import { MEAL_TEXTS } from '@common/meals-texts';
import { Lock, Utensils } from 'lucide-react';
import { LoadMore } from '@/components/load-more';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useUserMealPlans } from '../api/meal-plans';

/**
 * Profile Fitness tab: a member's meal plans (name, description, calories, protein g). Who sees
 * them follows the member's profile visibility; the server answers 403 otherwise.
 */
export function UserMealPlans({ userId, hidden = false }: { userId: number; hidden?: boolean }) {
  // The profile already knows when its visibility hides the plans: no call to be refused.
  const plans = useUserMealPlans(userId, { enabled: !hidden });
  if (hidden) return <EmptyState icon={Lock} title={MEAL_TEXTS.plansPrivate} className="py-4" />;
  if (plans.isPending) return <Spinner label="Loading meal plans" />;
  if (isApiError(plans.error, 403)) return <EmptyState icon={Lock} title={MEAL_TEXTS.plansPrivate} className="py-4" />;
  if (plans.isError) return <EmptyState title="Failed to load meal plans." className="py-4" />;
  if (plans.items.length === 0)
    return <EmptyState icon={Utensils} title={MEAL_TEXTS.noPlansOnProfile} className="py-4" />;
  return (
    <div>
      <ul className="flex flex-col gap-2" aria-label="Meal plans">
        {plans.items.map((plan) => (
          <li key={plan.id} className="rounded-lg border border-border p-3">
            <p className="font-semibold [overflow-wrap:anywhere]">{plan.name}</p>
            {plan.description && (
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{plan.description}</p>
            )}
            <p className="mt-1 text-sm tabular-nums">
              {Math.round(plan.calories)} calories · {Math.round(plan.protein)}g protein
            </p>
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={plans.hasNextPage}
        loading={plans.isFetchingNextPage}
        onLoadMore={() => void plans.fetchNextPage()}
      />
    </div>
  );
}
