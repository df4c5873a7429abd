import type { Recipe } from '@common/schemas/meal-recipes';
import { labelOf } from '@common/vocab';
import { Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { MEAL_LABELS } from '../lib/format';
import { NutrientFigures } from './nutrient-figures';

/** View Recipe: ingredients with amounts, steps and the figures computed from the ingredients. */
export function RecipeDialog({ recipe, onClose }: { recipe: Recipe | null; onClose: () => void }) {
  return (
    <Dialog open={recipe !== null} onOpenChange={(open) => !open && onClose()}>
      {recipe && (
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>{recipe.name}</DialogTitle>
            <DialogDescription>{recipe.description}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant="secondary">{MEAL_LABELS[recipe.meal]}</Badge>
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <Clock className="size-4" aria-hidden="true" /> {recipe.prepMinutes} min
            </span>
            {recipe.goals.map((goal) => (
              <Badge key={goal} variant="outline">
                {labelOf(goal)}
              </Badge>
            ))}
          </div>
          <NutrientFigures value={recipe} />
          <section aria-labelledby="recipe-ingredients">
            <h3 id="recipe-ingredients" className="mb-2 font-semibold">
              Ingredients
            </h3>
            <ul className="divide-y divide-border text-sm">
              {recipe.ingredients.map((i) => (
                <li key={i.name} className="flex justify-between gap-3 py-1.5">
                  <span>
                    {i.name}
                    {i.measure && <span className="text-muted-foreground"> ({i.measure})</span>}
                  </span>
                  <span className="shrink-0 tabular-nums text-muted-foreground">
                    {i.grams} g · {Math.round(i.calories)} cal
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="recipe-steps">
            <h3 id="recipe-steps" className="mb-2 font-semibold">
              Steps
            </h3>
            <ol className="list-decimal space-y-1.5 pl-5 text-sm">
              {recipe.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </DialogContent>
      )}
    </Dialog>
  );
}
