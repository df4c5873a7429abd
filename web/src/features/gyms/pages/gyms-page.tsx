import { MapPin } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function GymsPage() {
  return <PagePlaceholder title="Find Gyms Nearby" icon={MapPin} note="The gym finder with a map is coming soon." />;
}
