import { UserPen } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function EditProfilePage() {
  return (
    <PagePlaceholder title="Edit Profile" icon={UserPen} note="Editing your profile and body details is coming soon." />
  );
}
