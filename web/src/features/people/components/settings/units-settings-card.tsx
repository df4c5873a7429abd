import { PEOPLE_TOASTS } from '@common/people-texts';
import { DISTANCE_UNITS, type UnitPreferences, WEIGHT_UNITS } from '@common/units';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useSession, useUnits } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useUpdateSettings } from '../../api/get-settings';

const CHOICES = {
  weight: { legend: 'Weight', options: WEIGHT_UNITS, names: { kg: 'Kilograms (kg)', lb: 'Pounds (lb)' } },
  distance: { legend: 'Distance', options: DISTANCE_UNITS, names: { km: 'Kilometres (km)', mi: 'Miles (mi)' } },
} as const;

/**
 * Settings → Units: kg or lb, km or mi (issue 16). Saved with PUT /api/settings; the answer goes
 * into the signed-in user at once, so every screen (logger, history, records, charts, plans,
 * posts, profile) reads the new units without a reload. Meal grams stay metric.
 */
export function UnitsSettingsCard() {
  const { user, setUser } = useSession();
  const units = useUnits();
  const [draft, setDraft] = useState<UnitPreferences>(units);
  const update = useUpdateSettings();
  const changed = draft.weight !== units.weight || draft.distance !== units.distance;
  const save = () =>
    update.mutate(
      { units: draft },
      {
        onSuccess: (settings) => {
          if (user) setUser({ ...user, units: settings.units });
          toast({ title: PEOPLE_TOASTS.success, description: 'Your units are saved.', variant: 'success' });
        },
        onError: (error) =>
          toast({
            title: PEOPLE_TOASTS.updateFailed,
            description: errorMessage(error, 'Your units could not be saved. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Units</CardTitle>
        <CardDescription>
          How weights and distances are shown and typed everywhere. Meal weights stay in grams.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          aria-label="Units"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          {(['weight', 'distance'] as const).map((kind) => (
            <fieldset key={kind} className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">{CHOICES[kind].legend}</legend>
              <div className="flex flex-wrap gap-2">
                {CHOICES[kind].options.map((unit) => (
                  <label
                    key={unit}
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 text-sm',
                      'has-[:checked]:border-primary has-[:checked]:bg-primary-soft',
                    )}
                  >
                    <input
                      type="radio"
                      name={`units-${kind}`}
                      value={unit}
                      checked={draft[kind] === unit}
                      onChange={() => setDraft({ ...draft, [kind]: unit })}
                    />
                    {(CHOICES[kind].names as Record<string, string>)[unit]}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <Button type="submit" className="self-start" disabled={update.isPending || !changed}>
            {update.isPending ? 'Saving...' : 'Save units'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
