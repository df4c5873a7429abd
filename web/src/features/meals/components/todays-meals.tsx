import { EmptyState } from '@/components/ui/empty-state';

/** Dashboard plan modal: today's meals from the member's meal plan or diary (meals issue). Placeholder until its issue lands; the owning feature replaces the body. */
export function TodaysMeals() {
  return <EmptyState title="Meals" description="Coming soon." className="py-4" />;
}
