import { Bell } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function NotificationsPage() {
  return (
    <PagePlaceholder
      title="Notifications"
      icon={Bell}
      note="Likes, comments and new followers will be listed here soon."
    />
  );
}
