import { MEAL_TEXTS } from '@common/meals-texts';
import type { Recipe } from '@common/schemas/meal-recipes';
import { labelOf, type MealGoal } from '@common/vocab';
import { useState } from 'react';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useRecipes } from '../api/recipes';
import { MEAL_LABELS } from '../lib/format';
import { RecipeDialog } from './recipe-dialog';

/** Suggested Meals: the curated recipes for the applied goal, four at a time. */
export function SuggestedMeals({ goal }: { goal: MealGoal }) {
  const recipes = useRecipes(goal);
  const [open, setOpen] = useState<Recipe | null>(null);
  if (recipes.isPending) return <PageSpinner label="Loading recipes" />;
  if (recipes.isError) return <EmptyState title="Recipes could not be loaded" description="Please try again." />;
  return (
    <section aria-label={`Suggested meals for ${labelOf(goal)}`}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {recipes.items.map((recipe) => (
          <li key={recipe.id}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <p className="text-xs font-semibold uppercase tracking-wide text-primary">{MEAL_LABELS[recipe.meal]}</p>
                <CardTitle>{recipe.name}</CardTitle>
                <CardDescription>{recipe.description}</CardDescription>
              </CardHeader>
              <CardContent className="mt-auto flex gap-4 text-sm">
                <span className="font-semibold">{Math.round(recipe.calories)} cal</span>
                <span>{Math.round(recipe.protein)}g protein</span>
                <span className="text-muted-foreground">{recipe.prepMinutes} min</span>
              </CardContent>
              <CardFooter>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setOpen(recipe)}
                  aria-label={`View Recipe: ${recipe.name}`}
                >
                  View Recipe
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={recipes.hasNextPage}
        loading={recipes.isFetchingNextPage}
        onLoadMore={() => void recipes.fetchNextPage()}
        label={MEAL_TEXTS.loadMoreRecipes}
      />
      <RecipeDialog recipe={open} onClose={() => setOpen(null)} />
    </section>
  );
}
