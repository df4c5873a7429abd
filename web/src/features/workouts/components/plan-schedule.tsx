import type { WorkoutPlan } from '@common/schemas/workouts';
import { usePlanSuggestions } from '../lib/use-plan-suggestions';
import { weekdayShort } from '../lib/weekdays';
import { ExerciseTargetList } from './exercise-target-list';

/**
 * A plan's week, day by day, each exercise with what it asks for; on the member's own plan, with
 * the coach's next session worked out from that day's entry (issue 33).
 */
export function PlanSchedule({ plan, own }: { plan: WorkoutPlan; own: boolean }) {
  const next = usePlanSuggestions(plan, own);
  return (
    <ol className="flex flex-col gap-3" aria-label="Weekly schedule">
      {plan.schedule.map((day) => (
        <li key={day.weekday} className="rounded-lg border border-border p-3">
          <p className="font-semibold">
            {weekdayShort(day.weekday)}
            {day.title ? ` · ${day.title}` : ''}
          </p>
          <ExerciseTargetList exercises={day.exercises} className="mt-1 gap-0.5" next={next?.get(day.weekday)} />
        </li>
      ))}
    </ol>
  );
}
