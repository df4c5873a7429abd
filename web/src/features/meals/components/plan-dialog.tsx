import type { MealPlan } from '@common/schemas/meals';
import { labelOf } from '@common/vocab';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useSession } from '@/features/auth';
import { useDeleteMealPlan, useSetActivePlan } from '../api/save-meal-plan';
import { NutrientFigures } from './nutrient-figures';
import { PlanMeals } from './plan-meals';

/** View: the whole plan; its owner can follow it, edit it or delete it (with a confirmation). */
export function PlanDialog({
  plan,
  onClose,
  onEdit,
}: {
  plan: MealPlan | null;
  onClose: () => void;
  onEdit: (plan: MealPlan) => void;
}) {
  const { user } = useSession();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMealPlan();
  const setActive = useSetActivePlan();
  const close = () => {
    setConfirming(false);
    onClose();
  };
  const own = plan !== null && user?.id === plan.userId;
  const canEdit = plan !== null && (own || Boolean(user?.isAdmin));
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && close()}>
      {plan && (
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle className="[overflow-wrap:anywhere]">{plan.name}</DialogTitle>
            <DialogDescription className="[overflow-wrap:anywhere]">
              {plan.description || 'No description'}
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline">{labelOf(plan.goal)}</Badge>
            {plan.isActive && <Badge>Active: shown on your dashboard</Badge>}
          </div>
          <NutrientFigures value={plan} />
          <PlanMeals meals={plan.meals} />
          {confirming ? (
            <div role="alert" className="flex flex-col gap-2 rounded-lg border border-destructive p-3 text-sm">
              <p>Delete “{plan.name}”? This cannot be undone.</p>
              <div className="flex gap-2">
                <Button
                  variant="destructive"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(plan.id, { onSuccess: close })}
                >
                  Yes, delete plan
                </Button>
                <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </div>
            </div>
          ) : (
            <DialogFooter className="flex-wrap">
              {own && (
                <Button
                  variant="outline"
                  disabled={setActive.isPending}
                  onClick={() => setActive.mutate({ id: plan.id, active: !plan.isActive }, { onSuccess: close })}
                >
                  {plan.isActive ? 'Stop following' : 'Follow this plan'}
                </Button>
              )}
              {canEdit && (
                <>
                  <Button variant="outline" onClick={() => setConfirming(true)}>
                    Delete
                  </Button>
                  <Button
                    onClick={() => {
                      close();
                      onEdit(plan);
                    }}
                  >
                    Edit
                  </Button>
                </>
              )}
            </DialogFooter>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
