import { EmptyState } from '@/components/ui/empty-state';

/** Profile Saved tab (owner only): bookmarked posts, paged (posts issue). Placeholder until its issue lands; the owning feature replaces the body. */
export function SavedPostsList() {
  return <EmptyState title="No saved posts yet" description="Coming soon." className="py-4" />;
}
