import { Utensils } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function MealsPage() {
  return (
    <PagePlaceholder
      title="Meal Plans"
      icon={Utensils}
      note="Suggested meals, saved plans and meal logging are coming soon."
    />
  );
}
