import type { Exercise } from '@common/schemas/workout-exercises';
import type { CreatePlanBody } from '@common/schemas/workouts';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FieldError, FormField } from '@/components/ui/form-field';
import { useUnits } from '@/features/auth';
import { emptyExercise, type PlanFormValues } from '../lib/plan-form';
import { ExercisePicker } from './exercise-picker';

/**
 * The exercises of one day of the plan builder: exercise, sets and a target of reps, weight, time
 * or distance. The figure boxes keep the text as typed; the form's resolver reads it.
 */
export function PlanDayExercises({
  dayIndex,
  control,
  register,
  errors,
  library,
}: {
  dayIndex: number;
  control: Control<PlanFormValues, unknown, CreatePlanBody>;
  register: UseFormRegister<PlanFormValues>;
  errors: FieldErrors<PlanFormValues>;
  library: readonly Exercise[];
}) {
  const units = useUnits();
  const { fields, append, remove } = useFieldArray({ control, name: `schedule.${dayIndex}.exercises` });
  const dayErrors = errors.schedule?.[dayIndex]?.exercises;
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {fields.map((field, i) => {
          const id = `plan-d${dayIndex}-e${i}`;
          const err = dayErrors?.[i];
          const base = `schedule.${dayIndex}.exercises.${i}` as const;
          return (
            <li key={field.id} className="flex flex-col gap-2 rounded-lg bg-muted/50 p-3">
              <FormField id={`${id}-exercise`} label={`Exercise ${i + 1}`} error={err?.exerciseId?.message}>
                {(controlProps) => (
                  <Controller
                    control={control}
                    name={`${base}.exerciseId`}
                    render={({ field: f }) => (
                      <ExercisePicker
                        {...controlProps}
                        exercises={library}
                        value={f.value}
                        onPick={(exercise) => f.onChange(exercise.id)}
                      />
                    )}
                  />
                )}
              </FormField>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
                <FormField id={`${id}-sets`} label="Sets" error={err?.sets?.message}>
                  {(c) => <DecimalInput {...c} {...register(`${base}.sets`)} />}
                </FormField>
                <FormField id={`${id}-reps`} label="Reps" error={err?.reps?.message}>
                  {(c) => <DecimalInput {...c} {...register(`${base}.reps`)} />}
                </FormField>
                <FormField id={`${id}-weight`} label={`Weight (${units.weight})`} error={err?.weight?.message}>
                  {(c) => <DecimalInput {...c} {...register(`${base}.weight`)} />}
                </FormField>
                <FormField id={`${id}-time`} label="Time (min)" error={err?.durationMinutes?.message}>
                  {(c) => <DecimalInput {...c} {...register(`${base}.durationMinutes`)} />}
                </FormField>
                <FormField id={`${id}-distance`} label={`Distance (${units.distance})`} error={err?.distance?.message}>
                  {(c) => <DecimalInput {...c} {...register(`${base}.distance`)} />}
                </FormField>
              </div>
              <div>
                <Button type="button" variant="ghost" size="sm" onClick={() => remove(i)}>
                  <Trash2 aria-hidden="true" />
                  Remove exercise {i + 1}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError message={dayErrors?.root?.message} />
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append(emptyExercise())}>
          <Plus aria-hidden="true" />
          Add exercise to day {dayIndex + 1}
        </Button>
      </div>
    </div>
  );
}
