import { EmptyState } from '@/components/ui/empty-state';

/** Profile Posts tab: the member's posts, paged (posts issue). Placeholder until its issue lands; the owning feature replaces the body. */
export function UserPostsList(_props: { userId: number; isOwner: boolean }) {
  return <EmptyState title="No posts yet" description="Coming soon." className="py-4" />;
}
