import { Users } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function FollowsPage() {
  return (
    <PagePlaceholder title="Find People" icon={Users} note="Searching and following other members is coming soon." />
  );
}
