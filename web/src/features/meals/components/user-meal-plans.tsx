import { EmptyState } from '@/components/ui/empty-state';

/** Profile Fitness tab: the member's meal plans (meals issue). Placeholder until its issue lands; the owning feature replaces the body. */
export function UserMealPlans(_props: { userId: number }) {
  return <EmptyState title="No meal plans yet" description="Coming soon." className="py-4" />;
}
