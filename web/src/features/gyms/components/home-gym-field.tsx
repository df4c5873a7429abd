import { EmptyState } from '@/components/ui/empty-state';

/** Edit Profile: choose a home gym; loads and saves it itself (gyms issue). Placeholder until its issue lands; the owning feature replaces the body. */
export function HomeGymField() {
  return <EmptyState title="Home gym" description="Coming soon." className="py-4" />;
}
