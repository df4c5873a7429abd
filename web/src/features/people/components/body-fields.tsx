import { ACTIVITY_LEVELS, BODY_TYPES, FITNESS_GOALS, optionsOf } from '@common/vocab';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useBodyWeightUnit } from '../lib/body-weight-unit';

export type BodyField = 'height' | 'weight' | 'bodyType' | 'fitnessGoal' | 'activityLevel';

const BODY_TYPE_OPTIONS = optionsOf(BODY_TYPES);
const GOAL_OPTIONS = optionsOf(FITNESS_GOALS);
const ACTIVITY_OPTIONS = optionsOf(ACTIVITY_LEVELS);

/**
 * Height, weight, body type, fitness goal and activity level: the same controls, labels and
 * vocabulary (D3) on Edit Profile and Settings → Profile. Height in cm; weight in the member's unit.
 */
export function BodyFields({
  idPrefix,
  field,
  errors,
}: {
  idPrefix: string;
  field: (name: BodyField) => UseFormRegisterReturn;
  errors: Partial<Record<BodyField, { message?: string }>>;
}) {
  const weightUnit = useBodyWeightUnit();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-height`} label="Height (cm)" error={errors.height?.message}>
          {(control) => <Input {...control} {...field('height')} inputMode="decimal" placeholder="e.g. 175" />}
        </FormField>
        <FormField id={`${idPrefix}-weight`} label={`Weight (${weightUnit})`} error={errors.weight?.message}>
          {(control) => (
            <Input
              {...control}
              {...field('weight')}
              inputMode="decimal"
              placeholder={weightUnit === 'lb' ? 'e.g. 155' : 'e.g. 70'}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${idPrefix}-bodyType`} label="Body type" error={errors.bodyType?.message}>
          {(control) => (
            <Select {...control} {...field('bodyType')} options={BODY_TYPE_OPTIONS} placeholder="Not set" />
          )}
        </FormField>
        <FormField id={`${idPrefix}-fitnessGoal`} label="Fitness goal" error={errors.fitnessGoal?.message}>
          {(control) => <Select {...control} {...field('fitnessGoal')} options={GOAL_OPTIONS} placeholder="Not set" />}
        </FormField>
        <FormField id={`${idPrefix}-activityLevel`} label="Activity level" error={errors.activityLevel?.message}>
          {(control) => (
            <Select {...control} {...field('activityLevel')} options={ACTIVITY_OPTIONS} placeholder="Not set" />
          )}
        </FormField>
      </div>
    </>
  );
}
