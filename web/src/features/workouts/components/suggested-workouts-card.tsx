import type { WorkoutSuggestion } from '@common/schemas/workouts';
import { labelOf } from '@common/vocab';
import { Dumbbell } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth';
import { useActivePlan, useSuggestions } from '../api/get-plans';
import { PersonalizedPlanDialog } from './personalized-plan-dialog';

// The member's fitness goal, in the workout goals' vocabulary (D3), to rank suggestions.
const WORKOUT_GOAL_OF: Record<string, string> = {
  weight_loss: 'weight_loss',
  strength: 'strength',
  muscle_gain: 'strength',
  endurance: 'endurance',
  flexibility: 'flexibility',
};

/** Suggestions matching the member's goal first, then the others. */
export function rankSuggestions(list: readonly WorkoutSuggestion[], fitnessGoal: string | null | undefined) {
  const goal = fitnessGoal ? WORKOUT_GOAL_OF[fitnessGoal] : undefined;
  return [...list].sort((a, b) => Number(b.goal === goal) - Number(a.goal === goal));
}

/**
 * Dashboard sidebar: suggested workouts with the spec's intensity labels, and the Start / Create
 * button that opens the personalized plan modal (Start when the member has an active plan).
 */
export function SuggestedWorkoutsCard() {
  const { user } = useSession();
  const suggestions = useSuggestions({ limit: 20 });
  const active = useActivePlan();
  const [open, setOpen] = useState(false);
  const top = rankSuggestions(suggestions.data ?? [], user?.fitnessGoal).slice(0, 3);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>Suggested Workouts</CardTitle>
        <Button size="sm" onClick={() => setOpen(true)} disabled={active.isPending}>
          {active.data ? 'Start' : 'Create'}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {suggestions.isPending && <Skeleton className="h-24" />}
        {suggestions.data && top.length === 0 && (
          <EmptyState icon={Dumbbell} title="No suggestions yet" className="py-4" />
        )}
        <ul className="flex flex-col gap-3">
          {top.map((s) => (
            <li key={s.id} className="rounded-lg border border-border p-3">
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold">{s.name}</p>
                <Badge
                  variant={s.level === 'advanced' ? 'destructive' : s.level === 'intermediate' ? 'accent' : 'secondary'}
                >
                  {s.intensity}
                </Badge>
              </div>
              <p className="text-xs text-muted-foreground">
                {s.duration !== null && `${s.duration} min · `}
                {labelOf(s.level)} · {s.equipment}
              </p>
              <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{s.description}</p>
            </li>
          ))}
        </ul>
        <Link to="/workouts" className={buttonVariants({ variant: 'link', size: 'sm', className: 'self-start px-0' })}>
          View All workouts
        </Link>
      </CardContent>
      {open && <PersonalizedPlanDialog onClose={() => setOpen(false)} />}
    </Card>
  );
}
