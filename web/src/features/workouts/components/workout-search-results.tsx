import { EmptyState } from '@/components/ui/empty-state';

/** Header search results page: the workouts section (workouts issue). Placeholder until its issue lands; the owning feature replaces the body. */
export function WorkoutSearchResults(_props: { query: string }) {
  return <EmptyState title="Workouts" description="Coming soon." className="py-4" />;
}
