import type { ImportPreview, ImportUnits } from '@common/schemas/history-import';
import { DISTANCE_LABEL, type DistanceUnit, WEIGHT_LABEL, type WeightUnit } from '@common/units';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

function Choice<U extends string>({
  legend,
  hint,
  options,
  value,
  onChange,
}: {
  legend: string;
  hint: string;
  options: { value: U; label: string }[];
  value: U | undefined;
  onChange: (value: U) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 text-sm hover:bg-muted has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">{hint}</p>
    </fieldset>
  );
}

/** Asked only when the file's header does not say: no unit is guessed for the member. */
export function UnitQuestion({
  preview,
  units,
  preferred,
  onChange,
}: {
  preview: ImportPreview;
  units: ImportUnits;
  preferred: { weight: WeightUnit; distance: DistanceUnit };
  onChange: (units: ImportUnits) => void;
}) {
  if (!preview.units.needsWeight && !preview.units.needsDistance) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Which units does this file use?</CardTitle>
        <CardDescription>The file does not say. Pick the units your app was set to when you exported.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {preview.units.needsWeight && (
          <Choice
            legend="Weights are in"
            hint={`Your FitCircle setting is ${WEIGHT_LABEL[preferred.weight]}.`}
            options={[
              { value: 'kg' as const, label: 'Kilograms (kg)' },
              { value: 'lb' as const, label: 'Pounds (lb)' },
            ]}
            value={units.weightUnit}
            onChange={(weightUnit) => onChange({ ...units, weightUnit })}
          />
        )}
        {preview.units.needsDistance && (
          <Choice
            legend="Distances are in"
            hint={`Your FitCircle setting is ${DISTANCE_LABEL[preferred.distance]}.`}
            options={[
              { value: 'km' as const, label: 'Kilometres (km)' },
              { value: 'mi' as const, label: 'Miles (mi)' },
            ]}
            value={units.distanceUnit}
            onChange={(distanceUnit) => onChange({ ...units, distanceUnit })}
          />
        )}
      </CardContent>
    </Card>
  );
}
