import { UserPlus } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function FriendsPage() {
  return (
    <PagePlaceholder
      title="Find People to Follow"
      icon={UserPlus}
      note="Suggestions, the people you follow and your followers are coming soon."
    />
  );
}
