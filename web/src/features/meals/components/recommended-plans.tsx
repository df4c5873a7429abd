import type { MealPlan } from '@common/schemas/meals';
import { LoadMore } from '@/components/load-more';
import { useCuratedMealPlans } from '../api/meal-plans';
import { PlanCard } from './plan-card';

/** Plans an admin marked as recommended; shown above the recipes when there are any. */
export function RecommendedPlans({ onView }: { onView: (plan: MealPlan) => void }) {
  const plans = useCuratedMealPlans();
  if (plans.items.length === 0) return null;
  return (
    <section aria-labelledby="recommended-plans" className="mb-6">
      <h2 id="recommended-plans" className="mb-3 text-lg font-semibold">
        Recommended Plans
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {plans.items.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} onView={onView} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={plans.hasNextPage}
        loading={plans.isFetchingNextPage}
        onLoadMore={() => void plans.fetchNextPage()}
      />
    </section>
  );
}
