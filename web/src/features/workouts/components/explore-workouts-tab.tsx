import { EmptyState } from '@/components/ui/empty-state';

/** Explore Workouts tab: suggestions and public plans (workouts issue). Placeholder until its issue lands; the owning feature replaces the body. */
export function ExploreWorkoutsTab() {
  return <EmptyState title="Workouts" description="Coming soon." className="py-4" />;
}
