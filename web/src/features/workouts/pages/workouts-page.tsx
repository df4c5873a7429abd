import { Dumbbell } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function WorkoutsPage() {
  return (
    <PagePlaceholder
      title="Workout Plans"
      icon={Dumbbell}
      note="Workout plans, logging and your calendar are coming soon."
    />
  );
}
