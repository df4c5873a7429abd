import { EmptyState } from '@/components/ui/empty-state';

/** Header search results page: the gyms section (gyms issue). Placeholder until its issue lands; the owning feature replaces the body. */
export function GymSearchResults(_props: { query: string }) {
  return <EmptyState title="Gyms" description="Coming soon." className="py-4" />;
}
