import { EmptyState } from '@/components/ui/empty-state';

/** Explore Gyms tab: gyms nearby (gyms issue). Placeholder until its issue lands; the owning feature replaces the body. */
export function ExploreGymsTab() {
  return <EmptyState title="Gyms" description="Coming soon." className="py-4" />;
}
