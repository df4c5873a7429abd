import { Button } from '@/components/ui/button';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  label?: string;
}

/** The Load More button under a keyset-paged list; hidden once the last page arrived. */
export function LoadMore({ hasMore, loading, onLoadMore, label = 'Load More' }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center py-4">
      <Button variant="outline" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading...' : label}
      </Button>
    </div>
  );
}
