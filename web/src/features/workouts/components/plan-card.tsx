import { perSessionLabel } from '@common/fitness/intensity';
import type { WorkoutPlanSummary } from '@common/schemas/workouts';
import { labelOf } from '@common/vocab';
import { CalendarDays, Clock, Flame } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { weekdayShort } from '../lib/weekdays';

/** One plan in a list: name, description, level, goal, frequency, weeks, minutes; actions below. */
export function PlanCard({ plan, actions }: { plan: WorkoutPlanSummary; actions?: ReactNode }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold [overflow-wrap:anywhere]">
          {plan.name}
        </h3>
        <div className="flex flex-wrap gap-1">
          {plan.isActive && <Badge>Active plan</Badge>}
          {plan.curated && <Badge variant="accent">Recommended</Badge>}
          <Badge variant="secondary">{labelOf(plan.level)}</Badge>
        </div>
      </div>
      {plan.description && <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{plan.description}</p>}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1">
          <CalendarDays className="size-4" aria-hidden="true" />
          {plan.frequency} days/week · {plan.duration} weeks
        </li>
        {perSessionLabel(plan.minutesPerSession) && (
          <li className="flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {perSessionLabel(plan.minutesPerSession)}
          </li>
        )}
        <li className="flex items-center gap-1">
          <Flame className="size-4" aria-hidden="true" />
          {plan.intensity} · {labelOf(plan.goal)}
        </li>
      </ul>
      {plan.weekdays.length > 0 && (
        <p className="text-xs text-muted-foreground">Trains on {plan.weekdays.map(weekdayShort).join(', ')}</p>
      )}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}
