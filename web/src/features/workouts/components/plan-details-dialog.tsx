import { perSessionLabel } from '@common/fitness/intensity';
import type { WorkoutPlan } from '@common/schemas/workouts';
import { labelOf } from '@common/vocab';
import { WORKOUT_TOASTS } from '@common/workouts-texts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { usePlan } from '../api/get-plans';
import { useCopyPlan, useUpdatePlan } from '../api/plan-mutations';
import { PlanSchedule } from './plan-schedule';

/** View: a plan's details and weekly schedule, with what the viewer may do with it. */
export function PlanDetailsDialog({
  planId,
  onClose,
  onEdit,
}: {
  planId: number;
  onClose: () => void;
  onEdit?: (plan: WorkoutPlan) => void;
}) {
  const { user } = useSession();
  const query = usePlan(planId);
  const copy = useCopyPlan();
  const activate = useUpdatePlan(WORKOUT_TOASTS.planActivated);
  const plan = query.data;
  const own = plan?.user?.id === user?.id && !plan?.curated;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{plan?.name ?? 'Workout plan'}</DialogTitle>
          <DialogDescription>
            {plan
              ? [
                  labelOf(plan.level),
                  labelOf(plan.goal),
                  `${plan.frequency} days/week`,
                  `${plan.duration} weeks`,
                  perSessionLabel(plan.minutesPerSession),
                ]
                  .filter(Boolean)
                  .join(' · ')
              : 'Loading the plan'}
          </DialogDescription>
        </DialogHeader>
        {query.isPending && <Spinner label="Loading the plan" />}
        {query.isError && (
          <EmptyState
            title={isApiError(query.error, 403) ? 'This plan is private' : 'Plan not found'}
            description={
              query.error instanceof Error && isApiError(query.error) ? query.error.serverMessage : undefined
            }
          />
        )}
        {plan && (
          <>
            {plan.description && <p className="text-sm [overflow-wrap:anywhere]">{plan.description}</p>}
            {plan.user && !own && <p className="text-sm text-muted-foreground">By {plan.user.name}</p>}
            <PlanSchedule plan={plan} own={own} />
            <DialogFooter>
              {(own || (plan.curated && user?.isAdmin)) && onEdit && (
                <Button variant="outline" onClick={() => onEdit(plan)}>
                  Edit
                </Button>
              )}
              {own && !plan.isActive && (
                <Button
                  disabled={activate.isPending}
                  onClick={() => activate.mutate({ id: plan.id, body: { isActive: true } }, { onSuccess: onClose })}
                >
                  Make active
                </Button>
              )}
              {!own && user && (
                <Button disabled={copy.isPending} onClick={() => copy.mutate(plan.id, { onSuccess: onClose })}>
                  Use this plan
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
