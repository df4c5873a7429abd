import { EmptyState } from '@/components/ui/empty-state';

/** Admin dashboard Gyms tab: list, Add New Gym, edit, delete (gyms issue). Placeholder until its issue lands; the owning feature replaces the body. */
export function AdminGymsTab() {
  return <EmptyState title="Gyms" description="Coming soon." className="py-4" />;
}
