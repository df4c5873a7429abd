import { EmptyState } from '@/components/ui/empty-state';

/** Profile Fitness tab: the member's workout plans (workouts issue). Placeholder until its issue lands; the owning feature replaces the body. */
export function UserWorkoutPlans(_props: { userId: number }) {
  return <EmptyState title="No workout plans yet" description="Coming soon." className="py-4" />;
}
