import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  return (
    <PagePlaceholder
      title="Search"
      icon={Search}
      note={
        query
          ? `Results for "${query}" in people, gyms and workouts are coming soon.`
          : 'Searching people, gyms and workouts is coming soon.'
      }
    />
  );
}
