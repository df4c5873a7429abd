import type { MealPlan } from '@common/schemas/meals';
import { labelOf } from '@common/vocab';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

/** A saved plan (spec: name, description, calories, protein g, carbs g, fat g, Edit and View). */
export function PlanCard({
  plan,
  onView,
  onEdit,
}: {
  plan: MealPlan;
  onView: (plan: MealPlan) => void;
  onEdit?: (plan: MealPlan) => void;
}) {
  return (
    <Card className="flex h-full flex-col" aria-label={plan.name} role="article">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="[overflow-wrap:anywhere]">{plan.name}</CardTitle>
          {plan.isActive && <Badge>Active</Badge>}
          {plan.curated && <Badge variant="accent">Recommended</Badge>}
        </div>
        <CardDescription className="[overflow-wrap:anywhere]">{plan.description || labelOf(plan.goal)}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <li className="font-semibold">{Math.round(plan.calories)} cal</li>
          <li>{Math.round(plan.protein)}g protein</li>
          <li>{Math.round(plan.carbs)}g carbs</li>
          <li>{Math.round(plan.fat)}g fat</li>
        </ul>
      </CardContent>
      <CardFooter className="gap-2">
        {onEdit && (
          <Button variant="outline" size="sm" onClick={() => onEdit(plan)} aria-label={`Edit ${plan.name}`}>
            Edit
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={() => onView(plan)} aria-label={`View ${plan.name}`}>
          View
        </Button>
      </CardFooter>
    </Card>
  );
}
