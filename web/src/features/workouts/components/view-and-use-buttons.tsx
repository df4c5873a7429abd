import { Button } from '@/components/ui/button';
import { useCopyPlan } from '../api/plan-mutations';

/** View a plan, or use it: a copy in My Plans that becomes the active plan. */
export function ViewAndUseButtons({ planId, onView }: { planId: number; onView: (id: number) => void }) {
  const copy = useCopyPlan();
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => onView(planId)}>
        View
      </Button>
      <Button size="sm" disabled={copy.isPending} onClick={() => copy.mutate(planId)}>
        Use this plan
      </Button>
    </>
  );
}
