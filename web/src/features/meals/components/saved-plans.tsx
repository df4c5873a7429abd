import { MEAL_TEXTS } from '@common/meals-texts';
import type { MealPlan } from '@common/schemas/meals';
import { NotebookPen } from 'lucide-react';
import { LoadMore } from '@/components/load-more';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useOwnMealPlans } from '../api/meal-plans';
import { PlanCard } from './plan-card';

/** Saved Plans: the member's plans, newest first, with Edit and View. */
export function SavedPlans({ onView, onEdit }: { onView: (plan: MealPlan) => void; onEdit: (plan: MealPlan) => void }) {
  const plans = useOwnMealPlans();
  if (plans.isPending) return <PageSpinner label="Loading meal plans" />;
  if (plans.isError) return <EmptyState title="Failed to load meal plans." />;
  if (plans.items.length === 0) {
    return <EmptyState icon={NotebookPen} title={MEAL_TEXTS.noSavedPlans} description={MEAL_TEXTS.noSavedPlansHint} />;
  }
  return (
    <div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {plans.items.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} onView={onView} onEdit={onEdit} />
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
