import { MapPin } from 'lucide-react';
import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export function GymDetailPage() {
  const { id } = useParams();
  return <PagePlaceholder title="Gym Details" icon={MapPin} note={`Details of gym #${id ?? ''} are coming soon.`} />;
}
