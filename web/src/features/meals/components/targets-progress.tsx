import { type Nutrients, percentOf } from '@common/nutrition/nutrients';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

const ROWS = [
  { key: 'calories', label: 'Calories', unit: ' cal' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbs', label: 'Carbs', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
] as const;

/** Targets per figure; a figure the member set no target for is null and shows without a bar. */
export type TargetFigures = Record<(typeof ROWS)[number]['key'], number | null>;

/** Eaten (or planned) against the targets: a labelled progress bar per figure that has one. */
export function TargetsProgress({
  totals,
  targets,
  compact = false,
}: {
  totals: Nutrients;
  targets: TargetFigures;
  compact?: boolean;
}) {
  return (
    <ul className={cn('grid gap-3', !compact && 'sm:grid-cols-2')}>
      {ROWS.map(({ key, label, unit }) => {
        const value = Math.round(totals[key]);
        const target = targets[key] === null ? null : Math.round(targets[key]);
        const over = target !== null && value > target;
        return (
          <li key={key} className="flex flex-col gap-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">{label}</span>
              <span className={cn('tabular-nums text-muted-foreground', over && 'font-semibold text-accent-strong')}>
                {value}
                {unit}
                {target === null ? ' · no target' : ` / ${target}${unit}`}
              </span>
            </div>
            {target !== null && (
              <Progress
                value={percentOf(value, target)}
                label={`${label}: ${value}${unit} of ${target}${unit}`}
                barClassName={over ? 'bg-accent' : undefined}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
