import { MEAL_TEXTS } from '@common/meals-texts';
import type { GeneratedMealPlan, MealPlan } from '@common/schemas/meals';
import { MEAL_GOALS, type MealGoal } from '@common/vocab';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePageTitle } from '@/lib/use-page-title';
import { useGenerateMealPlan } from '../api/generate-meal-plan';
import { useMealPlanCount } from '../api/meal-plans';
import { type DraftPlan, draftFromPlan, emptyDraft } from '../components/builder-draft';
import { FoodDiary } from '../components/food-diary';
import { GeneratedPlanDialog } from '../components/generated-plan-dialog';
import { GoalSelector } from '../components/goal-selector';
import { PlanBuilder } from '../components/plan-builder';
import { PlanDialog } from '../components/plan-dialog';
import { RecommendedPlans } from '../components/recommended-plans';
import { SavedPlans } from '../components/saved-plans';
import { SuggestedMeals } from '../components/suggested-meals';

const TABS = ['suggested', 'saved', 'create', 'diary'] as const;
type Tab = (typeof TABS)[number];

/** Meal Plans (/meals): goal, Suggested Meals, Saved Plans, Create Plan and the food diary. */
export function MealsPage() {
  usePageTitle(MEAL_TEXTS.pageTitle);
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'suggested';
  const goal: MealGoal = MEAL_GOALS.find((g) => g === params.get('goal')) ?? 'weight_loss';
  const setParam = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const count = useMealPlanCount();
  const [viewing, setViewing] = useState<MealPlan | null>(null);
  const [builder, setBuilder] = useState<{ key: number; draft: DraftPlan; planId?: number }>({
    key: 0,
    draft: emptyDraft(goal),
  });
  const openBuilder = (draft: DraftPlan, planId?: number) => {
    setBuilder((b) => ({ key: b.key + 1, draft, planId }));
    setParam('tab', 'create');
  };
  const resetBuilder = () => setBuilder((b) => ({ key: b.key + 1, draft: emptyDraft(goal) }));

  const generate = useGenerateMealPlan();
  const [generated, setGenerated] = useState<GeneratedMealPlan | null>(null);
  const runGenerate = (variant: number) => generate.mutate({ goal, variant }, { onSuccess: setGenerated });

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{MEAL_TEXTS.pageTitle}</h1>
          <p className="text-muted-foreground">Plan what you eat for your goal and log your day.</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <GoalSelector applied={goal} onApply={(next) => setParam('goal', next)} />
          <Button onClick={() => runGenerate(0)} disabled={generate.isPending}>
            <Sparkles aria-hidden="true" /> {generate.isPending ? 'Generating...' : 'Generate Meal Plan'}
          </Button>
        </div>
      </div>

      <Tabs value={tab} onValueChange={(next) => setParam('tab', next)}>
        <TabsList aria-label="Meal plan sections">
          <TabsTrigger value="suggested">Suggested Meals</TabsTrigger>
          <TabsTrigger value="saved">
            Saved Plans{' '}
            <Badge variant="secondary" aria-label={`${count.data?.count ?? 0} saved`}>
              {count.data?.count ?? 0}
            </Badge>
          </TabsTrigger>
          <TabsTrigger value="create">Create Plan</TabsTrigger>
          <TabsTrigger value="diary">Food Diary</TabsTrigger>
        </TabsList>
        <TabsContent value="suggested">
          <RecommendedPlans onView={setViewing} />
          <SuggestedMeals goal={goal} />
        </TabsContent>
        <TabsContent value="saved">
          <SavedPlans onView={setViewing} onEdit={(plan) => openBuilder(draftFromPlan(plan), plan.id)} />
        </TabsContent>
        <TabsContent value="create">
          <h2 className="mb-3 text-lg font-semibold">
            {builder.planId ? `Edit plan: ${builder.draft.name}` : 'Create a meal plan'}
          </h2>
          <PlanBuilder
            key={builder.key}
            initial={builder.draft}
            planId={builder.planId}
            onSaved={() => {
              resetBuilder();
              setParam('tab', 'saved');
            }}
            onCancel={
              builder.planId
                ? () => {
                    resetBuilder();
                    setParam('tab', 'saved');
                  }
                : undefined
            }
          />
        </TabsContent>
        <TabsContent value="diary">{tab === 'diary' && <FoodDiary />}</TabsContent>
      </Tabs>

      <PlanDialog
        plan={viewing}
        onClose={() => setViewing(null)}
        onEdit={(plan) => openBuilder(draftFromPlan(plan), plan.id)}
      />
      <GeneratedPlanDialog
        plan={generated}
        generating={generate.isPending}
        onClose={() => setGenerated(null)}
        onAnother={() => generated && runGenerate(generated.variant + 1)}
        onCustomize={(plan) => {
          setGenerated(null);
          openBuilder(draftFromPlan(plan));
        }}
        onSaved={() => {
          setGenerated(null);
          setParam('tab', 'saved');
        }}
      />
    </div>
  );
}
