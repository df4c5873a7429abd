import type { WorkoutPlan, WorkoutPlanSummary } from '@common/schemas/workouts';
import { WORKOUT_TOASTS } from '@common/workouts-texts';
import { ClipboardList, Sparkles } from 'lucide-react';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { type PlanFilters, useMyPlans, useRecommendedPlans } from '../api/get-plans';
import { useDeletePlan, useUpdatePlan } from '../api/plan-mutations';
import { PlanCard } from './plan-card';
import { ViewAndUseButtons } from './view-and-use-buttons';

type List = ReturnType<typeof useMyPlans>;

function PlanGrid({
  list,
  empty,
  actions,
}: {
  list: List;
  empty: React.ReactNode;
  actions: (plan: WorkoutPlanSummary) => React.ReactNode;
}) {
  if (list.isPending) return <Spinner label="Loading workout plans" />;
  if (list.isError) return <EmptyState title={WORKOUT_TOASTS.loadPlansFailed} />;
  if (list.items.length === 0) return <>{empty}</>;
  return (
    <>
      <div className="grid gap-3 md:grid-cols-2">
        {list.items.map((plan) => (
          <PlanCard key={plan.id} plan={plan} actions={actions(plan)} />
        ))}
      </div>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={() => list.fetchNextPage()} />
    </>
  );
}

/** The Recommended tab: curated plans, filtered; 'Use this plan' copies one into My Plans as the active plan. */
export function RecommendedPlans({ filters, onView }: { filters: PlanFilters; onView: (id: number) => void }) {
  const list = useRecommendedPlans(filters);
  return (
    <PlanGrid
      list={list}
      empty={<EmptyState icon={Sparkles} title="No recommended plans match these filters" />}
      actions={(plan) => <ViewAndUseButtons planId={plan.id} onView={onView} />}
    />
  );
}

/** The My Plans tab: the member's plans with View, Edit, Make active and Delete. */
export function MyPlans({
  list,
  onView,
  onEdit,
  onCreate,
}: {
  list: List;
  onView: (id: number) => void;
  onEdit: (plan: WorkoutPlan | number) => void;
  onCreate: () => void;
}) {
  const activate = useUpdatePlan(WORKOUT_TOASTS.planActivated);
  const remove = useDeletePlan();
  return (
    <PlanGrid
      list={list}
      empty={
        <EmptyState
          icon={ClipboardList}
          title="No plans yet"
          description="Build your own plan, or use a recommended one."
          action={<Button onClick={onCreate}>Create Plan</Button>}
        />
      }
      actions={(plan) => (
        <>
          <Button size="sm" variant="outline" onClick={() => onView(plan.id)}>
            View
          </Button>
          <Button size="sm" variant="outline" onClick={() => onEdit(plan.id)}>
            Edit
          </Button>
          {!plan.isActive && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => activate.mutate({ id: plan.id, body: { isActive: true } })}
            >
              Make active
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              if (window.confirm(`Delete the plan "${plan.name}"? Your logged workouts stay.`)) remove.mutate(plan.id);
            }}
          >
            Delete
          </Button>
        </>
      )}
    />
  );
}

export type { PlanFilters };
export { useMyPlans };
