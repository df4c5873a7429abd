import type { Nutrients } from '@common/nutrition/nutrients';
import { cn } from '@/lib/cn';

const FIGURES = [
  { key: 'calories', label: 'Calories', unit: 'cal' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbs', label: 'Carbs', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
] as const;

/** The four figures of a plan, meal or recipe, as a compact labelled grid. */
export function NutrientFigures({ value, className }: { value: Nutrients; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-4 gap-2 text-center', className)}>
      {FIGURES.map(({ key, label, unit }) => (
        <div key={key} className="rounded-lg bg-muted px-1 py-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="font-semibold tabular-nums">
            {Math.round(value[key])}
            {unit === 'g' ? 'g' : <span className="sr-only"> calories</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
