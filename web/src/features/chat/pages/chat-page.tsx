import { MessageCircle } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function ChatPage() {
  return (
    <PagePlaceholder
      title="Messages"
      icon={MessageCircle}
      note="Real-time chat with the people you follow is coming soon."
    />
  );
}
