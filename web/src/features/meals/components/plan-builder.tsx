import { MEAL_MESSAGES, PLAN_BUILDER_TEXTS, TARGET_TEXTS } from '@common/meals-texts';
import { MEAL_TYPES, mealPlanInputSchema, PLAN_LIMITS } from '@common/schemas/meals';
import { MEAL_GOALS, type MealGoal, optionsOf } from '@common/vocab';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useCreateMealPlan, useUpdateMealPlan } from '../api/save-meal-plan';
import { useTargets } from '../api/targets';
import { MEAL_LABELS } from '../lib/format';
import { type DraftPlan, draftBody, draftTotals, goneFoods } from './builder-draft';
import { BuilderMeal } from './builder-meal';
import { TargetsProgress } from './targets-progress';

type Errors = Partial<Record<'name' | 'description' | 'goal' | 'meals', string>>;

/**
 * Create Plan: name, goal, foods and grams per meal, with live totals against the member's own
 * target (a figure they set no target for shows "no target"), or else the estimate for the goal,
 * labelled as an estimate with the profile fields it filled with typical values. Validated with
 * the server's own schema before it is sent; the server recomputes.
 */
export function PlanBuilder({
  initial,
  planId,
  onSaved,
  onCancel,
}: {
  initial: DraftPlan;
  planId?: number;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateMealPlan();
  const update = useUpdateMealPlan();
  const targets = useTargets(draft.goal);
  const { totals } = draftTotals(draft);
  const gone = goneFoods(draft);
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = draftBody(draft);
    const badGrams = body.meals.some((m) =>
      m.foods.some((f) => !(f.grams >= PLAN_LIMITS.gramsMin && f.grams <= PLAN_LIMITS.gramsMax)),
    );
    const parsed = mealPlanInputSchema.safeParse(body);
    const found: Errors = badGrams ? { meals: MEAL_MESSAGES.gramsRange } : {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'meals') as keyof Errors;
        found[field] ??= issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    const done = { onSuccess: onSaved };
    if (planId) update.mutate({ id: planId, body: parsed.data }, done);
    else create.mutate(parsed.data, done);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={planId ? 'Edit meal plan' : 'Create meal plan'}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="plan-name" label="Plan name" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={draft.name}
              maxLength={PLAN_LIMITS.nameMax}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            />
          )}
        </FormField>
        <FormField id="plan-goal" label="Plan goal" error={errors.goal}>
          {(control) => (
            <Select
              {...control}
              value={draft.goal}
              options={optionsOf(MEAL_GOALS)}
              onChange={(e) => setDraft({ ...draft, goal: e.target.value as MealGoal })}
            />
          )}
        </FormField>
        <FormField
          id="plan-description"
          label="Description (optional)"
          error={errors.description}
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              value={draft.description}
              maxLength={PLAN_LIMITS.descriptionMax}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        {MEAL_TYPES.map((meal) => (
          <BuilderMeal
            key={meal}
            meal={meal}
            foods={draft.meals[meal]}
            onChange={(foods) => setDraft({ ...draft, meals: { ...draft.meals, [meal]: foods } })}
          />
        ))}
      </div>
      <section aria-label="Plan totals" className="rounded-lg border border-border bg-card p-4">
        <h3 className="mb-3 font-semibold">
          Daily totals{' '}
          {targets.data && (
            <span className="font-normal text-muted-foreground">
              against {targets.data.basis === 'own' ? 'your own target' : TARGET_TEXTS.estimateLabel}
            </span>
          )}
        </h3>
        {targets.data?.basis === 'estimate' && targets.data.missing.length > 0 && (
          <p className="mb-3 text-sm text-muted-foreground">{TARGET_TEXTS.typicalValues(targets.data.missing)}</p>
        )}
        {targets.data ? (
          <TargetsProgress totals={totals} targets={targets.data} />
        ) : (
          <p className="text-sm tabular-nums">
            {Math.round(totals.calories)} cal · {Math.round(totals.protein)}g protein
          </p>
        )}
      </section>
      <FieldError message={errors.meals} />
      {gone.length > 0 && (
        <p className="text-sm text-destructive">
          {PLAN_BUILDER_TEXTS.goneSummary(gone.map((f) => `${f.name} (${MEAL_LABELS[f.meal]})`))}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : planId ? 'Save changes' : 'Create Plan'}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
