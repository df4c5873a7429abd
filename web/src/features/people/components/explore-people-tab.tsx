import { EmptyState } from '@/components/ui/empty-state';

/** Explore People tab: suggestions with search (people issue). Placeholder until its issue lands; the owning feature replaces the body. */
export function ExplorePeopleTab() {
  return <EmptyState title="People" description="Coming soon." className="py-4" />;
}
