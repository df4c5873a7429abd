import { Settings } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function SettingsPage() {
  return (
    <PagePlaceholder
      title="Settings"
      icon={Settings}
      note="Profile, account, privacy and notification settings are coming soon."
    />
  );
}
