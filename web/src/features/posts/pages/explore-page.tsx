import { Compass } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function ExplorePage() {
  return (
    <PagePlaceholder
      title="Explore"
      icon={Compass}
      note="Trending posts, workouts, gyms and people to discover are coming soon."
    />
  );
}
