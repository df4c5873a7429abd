import { ShieldCheck } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminPage() {
  return (
    <PagePlaceholder
      title="Admin Dashboard"
      icon={ShieldCheck}
      note="Live counts and moderation of users, posts, plans and gyms are coming soon."
    />
  );
}
