import type { WorkoutPlanSummary } from '@common/schemas/workouts';
import { labelOf } from '@common/vocab';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useDiscoverPlans, useSuggestions } from '../api/get-plans';
import { PlanCard } from './plan-card';
import { PlanDetailsDialog } from './plan-details-dialog';
import { ViewAndUseButtons } from './view-and-use-buttons';

/** Explore's Workouts tab (D2): the curated suggestions and plans other members share with the viewer. */
export function ExploreWorkoutsTab() {
  const suggestions = useSuggestions({ limit: 20 });
  const community = useDiscoverPlans({ community: true });
  const [viewing, setViewing] = useState<number | null>(null);
  const actions = (plan: Pick<WorkoutPlanSummary, 'id'>) => <ViewAndUseButtons planId={plan.id} onView={setViewing} />;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="explore-suggestions" className="flex flex-col gap-3">
        <h2 id="explore-suggestions" className="font-semibold">
          Suggested workouts
        </h2>
        {suggestions.isPending && <Spinner label="Loading suggestions" />}
        <ul className="grid gap-3 md:grid-cols-2">
          {(suggestions.data ?? []).map((s) => (
            <li key={s.id} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold">{s.name}</h3>
                <Badge variant="accent">{s.intensity}</Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                {s.duration !== null && `${s.duration} min · `}
                {labelOf(s.level)} · {labelOf(s.goal)} · {s.frequency} days/week
              </p>
              <p className="text-sm">{s.description}</p>
              <p className="text-xs text-muted-foreground">Equipment: {s.equipment}</p>
              <div className="flex gap-2">{actions(s)}</div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="explore-community" className="flex flex-col gap-3">
        <h2 id="explore-community" className="font-semibold">
          Plans from the community
        </h2>
        {community.isPending && <Spinner label="Loading plans" />}
        {community.data && community.items.length === 0 && (
          <EmptyState
            icon={Users}
            title="No shared plans yet"
            description="Plans members share with you show up here."
          />
        )}
        <div className="grid gap-3 md:grid-cols-2">
          {community.items.map((plan) => (
            <PlanCard key={plan.id} plan={plan} actions={actions(plan)} />
          ))}
        </div>
        <LoadMore
          hasMore={community.hasNextPage}
          loading={community.isFetchingNextPage}
          onLoadMore={() => community.fetchNextPage()}
        />
      </section>
      {viewing !== null && <PlanDetailsDialog planId={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
