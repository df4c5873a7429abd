import { TARGET_TEXTS } from '@common/meals-texts';
import { missesTarget } from '@common/nutrition/generate-plan';
import type { GeneratedMealPlan } from '@common/schemas/meals';
import { labelOf } from '@common/vocab';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useCreateMealPlan } from '../api/save-meal-plan';
import { PlanMeals } from './plan-meals';
import { TargetsProgress } from './targets-progress';

/** 'Meal Plan Generated': look at the plan, save it, ask for another, or customise it. */
export function GeneratedPlanDialog({
  plan,
  generating,
  onClose,
  onAnother,
  onCustomize,
  onSaved,
}: {
  plan: GeneratedMealPlan | null;
  generating: boolean;
  onClose: () => void;
  onAnother: () => void;
  onCustomize: (plan: GeneratedMealPlan) => void;
  onSaved: () => void;
}) {
  const create = useCreateMealPlan();
  const save = (p: GeneratedMealPlan) =>
    create.mutate(
      {
        name: p.name,
        description: p.description,
        goal: p.goal,
        meals: p.meals.map((m) => ({
          meal: m.meal,
          foods: m.foods.filter((f) => f.foodId !== null).map((f) => ({ foodId: f.foodId as number, grams: f.grams })),
        })),
      },
      { onSuccess: onSaved },
    );
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && onClose()}>
      {plan && (
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>{plan.name}</DialogTitle>
            <DialogDescription>
              {labelOf(plan.goal)} · built for{' '}
              {plan.targets.basis === 'own'
                ? `your own target of ${plan.targets.calories} cal`
                : `${plan.targets.calories} cal, ${TARGET_TEXTS.estimateLabel}`}
              . {plan.targets.basis === 'estimate' && TARGET_TEXTS.typicalValues(plan.targets.missing)}
            </DialogDescription>
          </DialogHeader>
          {missesTarget(plan.calories, plan.targets.calories) && (
            <p className="text-sm text-muted-foreground">
              {TARGET_TEXTS.planMisses(Math.round(plan.calories), plan.targets.calories)}
            </p>
          )}
          <TargetsProgress totals={plan} targets={plan.targets} />
          <PlanMeals meals={plan.meals} />
          <DialogFooter className="flex-wrap">
            <Button variant="outline" disabled={generating} onClick={onAnother}>
              {generating ? 'Generating...' : 'Generate another'}
            </Button>
            <Button variant="outline" onClick={() => onCustomize(plan)}>
              Customize
            </Button>
            <Button disabled={create.isPending} onClick={() => save(plan)}>
              {create.isPending ? 'Saving...' : 'Save Plan'}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
