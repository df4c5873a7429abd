import { MEAL_MESSAGES } from '@common/meals-texts';
import type { MealLog } from '@common/schemas/meal-logs';
import { PLAN_LIMITS } from '@common/schemas/meals';
import { Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DecimalInput, readDecimal } from '@/components/ui/decimal-input';
import { FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useDeleteLog, useUpdateLog } from '../api/meal-day';

type Mode = 'view' | 'edit' | 'confirm-remove';

/**
 * One line of the diary: the food, its amount and calories. The amount can be corrected in place;
 * removing asks first, since a removed entry is gone (the member would have to find the food and
 * type the amount again).
 */
export function DiaryEntry({ entry, mealLabel }: { entry: MealLog; mealLabel: string }) {
  const [mode, setMode] = useState<Mode>('view');
  const [grams, setGrams] = useState('');
  const update = useUpdateLog();
  const remove = useDeleteLog();
  const sending = useSingleSubmit();
  const fieldId = `entry-${entry.id}-grams`;

  if (mode === 'edit') {
    // Typed as text, so '1,5' is 1.5 g and not 15; text that is not one number is said, never guessed.
    const reading = readDecimal(grams);
    const value = reading.ok ? reading.value : null;
    const valid = value !== null && value >= PLAN_LIMITS.gramsMin && value <= PLAN_LIMITS.gramsMax;
    const error = !reading.ok ? reading.message : value !== null && !valid ? MEAL_MESSAGES.gramsRange : undefined;
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (!valid) return;
      void sending.run(() => update.mutateAsync({ id: entry.id, grams: value }).then(() => setMode('view')));
    };
    return (
      <li className="py-2">
        <form
          onSubmit={submit}
          className="flex flex-wrap items-end gap-2"
          aria-label={`Change the amount of ${entry.name}`}
        >
          <p className="w-full text-sm font-medium [overflow-wrap:anywhere]">{entry.name}</p>
          <div className="flex flex-col gap-1">
            <Label htmlFor={fieldId}>Grams</Label>
            <DecimalInput
              id={fieldId}
              className="w-28"
              value={grams}
              aria-invalid={!valid || undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              autoFocus
              onChange={(e) => setGrams(e.target.value)}
            />
            <FieldError id={`${fieldId}-error`} message={error} />
          </div>
          <Button type="submit" disabled={!valid || sending.busy}>
            Save amount
          </Button>
          <Button variant="ghost" onClick={() => setMode('view')}>
            Cancel
          </Button>
        </form>
      </li>
    );
  }

  if (mode === 'confirm-remove') {
    return (
      <li className="flex flex-wrap items-center justify-between gap-2 py-1 text-sm">
        <span className="min-w-0 [overflow-wrap:anywhere]">
          Remove {entry.name} from {mealLabel}?
        </span>
        <span className="flex shrink-0 gap-1">
          <Button
            variant="destructive"
            size="sm"
            disabled={sending.busy}
            onClick={() => void sending.run(() => remove.mutateAsync(entry.id))}
          >
            Remove
          </Button>
          <Button variant="ghost" size="sm" autoFocus onClick={() => setMode('view')}>
            Keep
          </Button>
        </span>
      </li>
    );
  }

  return (
    <li className="flex items-center justify-between gap-2 py-1 text-sm">
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {entry.name} <span className="text-muted-foreground">· {entry.grams} g</span>
      </span>
      <span className="flex shrink-0 items-center gap-1 tabular-nums text-muted-foreground">
        {Math.round(entry.calories)} cal
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Change the amount of ${entry.name} in ${mealLabel}`}
          onClick={() => {
            setGrams(String(entry.grams));
            setMode('edit');
          }}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${entry.name} from ${mealLabel}`}
          onClick={() => setMode('confirm-remove')}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </span>
    </li>
  );
}
