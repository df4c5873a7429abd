import { labelOf } from '@common/vocab';
import { Dumbbell, Plus, Salad } from 'lucide-react';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { type PlanKind, useCreateDefaultPlan } from '../api/create-default-plan';
import { useCuratedMealPlans, useCuratedWorkoutPlans } from '../api/get-curated-plans';

interface PlanRow {
  id: number;
  name: string;
  description: string;
  facts: string[];
}

const TITLES: Record<PlanKind, string> = { workout: 'Workout Plans', meal: 'Meal Plans' };

/** The Workout Plans tab's rows: level, goal and frequency of each curated plan. */
export function WorkoutPlansTab({ q }: { q: string }) {
  const list = useCuratedWorkoutPlans(q);
  const rows: PlanRow[] = list.items.map((plan) => ({
    id: plan.id,
    name: plan.name,
    description: plan.description,
    facts: [labelOf(plan.level), labelOf(plan.goal), `${plan.frequency}x per week`],
  }));
  return <CuratedPlans kind="workout" q={q} list={list} rows={rows} />;
}

/** The Meal Plans tab's rows: goal, calories and protein of each curated plan. */
export function MealPlansTab({ q }: { q: string }) {
  const list = useCuratedMealPlans(q);
  const rows: PlanRow[] = list.items.map((plan) => ({
    id: plan.id,
    name: plan.name,
    description: plan.description,
    facts: [labelOf(plan.goal), `${plan.calories} kcal`, `${plan.protein} g protein`],
  }));
  return <CuratedPlans kind="meal" q={q} list={list} rows={rows} />;
}

interface ListState {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The Workout Plans and Meal Plans tabs: the curated (Recommended) plans and 'Create a Default Plan'. */
function CuratedPlans({ kind, q, list, rows }: { kind: PlanKind; q: string; list: ListState; rows: PlanRow[] }) {
  const create = useCreateDefaultPlan();
  const Icon = kind === 'workout' ? Dumbbell : Salad;
  const createButton = (
    <Button onClick={() => create.mutate(kind)} disabled={create.isPending} aria-busy={create.isPending}>
      <Plus aria-hidden="true" />
      {create.isPending ? 'Creating...' : 'Create a Default Plan'}
    </Button>
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">Recommended plans every member sees on {TITLES[kind]}.</p>
        {rows.length > 0 && createButton}
      </div>
      {list.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : list.isError ? (
        <p className="py-6 text-center text-destructive">This list could not be loaded. Please try again.</p>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={Icon}
          title={q ? `No recommended plans match "${q}".` : `No recommended ${TITLES[kind].toLowerCase()} yet`}
          description="Start with a ready-made plan members can use right away."
          action={createButton}
        />
      ) : (
        <ul aria-label={`Recommended ${TITLES[kind].toLowerCase()}`} className="flex flex-col gap-2">
          {rows.map((plan) => (
            <li key={plan.id} className="flex flex-col gap-1 rounded-lg border border-border p-3">
              <p className="font-semibold [overflow-wrap:anywhere]">{plan.name}</p>
              {plan.description && (
                <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">
                  {plan.description}
                </p>
              )}
              <div className="flex flex-wrap gap-1">
                {plan.facts.map((fact) => (
                  <Badge key={fact} variant="outline">
                    {fact}
                  </Badge>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={Boolean(list.hasNextPage)}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </div>
  );
}
