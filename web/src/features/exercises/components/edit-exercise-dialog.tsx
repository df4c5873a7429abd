import {
  EQUIPMENT,
  EQUIPMENT_LABELS,
  LOGGING_TYPE_LABELS,
  LOGGING_TYPES,
  MUSCLE_GROUPS,
  MUSCLE_LABELS,
  MUSCLES,
  type Muscle,
  muscleGroupOf,
} from '@common/exercises/vocab';
import { EXERCISE_LIMITS, EXERCISE_MESSAGES } from '@common/exercises-texts';
import type { Exercise } from '@common/schemas/workout-exercises';
import { textRoom } from '@common/text-room';
import { labelOf } from '@common/vocab';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api-client';
import { useUpdateExercise } from '../api/update-exercise';
import { type EditValues, editValuesOf, exerciseChanges, MAX_PRIMARY_MUSCLES } from '../lib/edit-exercise';

const EQUIPMENT_OPTIONS = EQUIPMENT.map((value) => ({ value, label: EQUIPMENT_LABELS[value] }));
const LOGGING_OPTIONS = LOGGING_TYPES.map((value) => ({ value, label: LOGGING_TYPE_LABELS[value] }));
const GROUP_OPTIONS = MUSCLE_GROUPS.map((value) => ({ value, label: labelOf(value) }));

export interface EditExerciseDialogProps {
  exercise: Exercise;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Renames or changes one of the member's own exercises (catalogue exercises are the same for everyone). */
export function EditExerciseDialog({ exercise, open, onOpenChange }: EditExerciseDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit exercise</DialogTitle>
          <DialogDescription>Your own exercise: only you see it. Your logged sets stay as they are.</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening: the form starts from the exercise as it is now. */}
        {open && <EditExerciseForm exercise={exercise} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditExerciseForm({ exercise, onDone }: { exercise: Exercise; onDone: () => void }) {
  const [values, setValues] = useState<EditValues>(() => editValuesOf(exercise));
  const update = useUpdateExercise(exercise.id);
  const fieldErrors = isApiError(update.error) ? update.error.fieldErrors : {};
  const set = (change: Partial<EditValues>) => setValues((v) => ({ ...v, ...change }));
  const full = values.primaryMuscles.length >= MAX_PRIMARY_MUSCLES;
  const derivedGroup = muscleGroupOf(values.primaryMuscles);

  const toggleMuscle = (muscle: Muscle, on: boolean) =>
    set({
      primaryMuscles: on ? [...values.primaryMuscles, muscle] : values.primaryMuscles.filter((m) => m !== muscle),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const changes = exerciseChanges(exercise, values);
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate(changes, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} aria-label="Edit exercise" className="flex flex-col gap-4">
      <FormField
        id="edit-exercise-name"
        label="Name"
        error={fieldErrors.name}
        room={textRoom(values.name, EXERCISE_LIMITS.nameMax)}
      >
        {(control) => (
          <Input
            {...control}
            value={values.name}
            onChange={(e) => set({ name: e.target.value })}
            required
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField id="edit-exercise-equipment" label="Equipment" error={fieldErrors.equipment}>
        {(control) => (
          <Select
            {...control}
            options={EQUIPMENT_OPTIONS}
            value={values.equipment}
            onChange={(e) => set({ equipment: e.target.value as EditValues['equipment'] })}
          />
        )}
      </FormField>
      <FormField
        id="edit-exercise-logging"
        label="What a set records"
        hint="Decides the logger's boxes and how records rank."
        error={fieldErrors.loggingType}
      >
        {(control) => (
          <Select
            {...control}
            options={LOGGING_OPTIONS}
            value={values.loggingType}
            onChange={(e) => set({ loggingType: e.target.value as EditValues['loggingType'] })}
          />
        )}
      </FormField>
      <fieldset className="flex flex-col gap-1.5" aria-describedby="edit-exercise-muscles-hint">
        <legend className="text-sm font-medium">Primary muscles</legend>
        <p id="edit-exercise-muscles-hint" className="text-xs text-muted-foreground">
          Up to {MAX_PRIMARY_MUSCLES}. {full ? 'Untick one to choose another.' : ''}
        </p>
        <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-3">
          {MUSCLES.map((muscle) => {
            const checked = values.primaryMuscles.includes(muscle);
            const id = `edit-exercise-muscle-${muscle}`;
            return (
              <div key={muscle} className="flex min-h-9 items-center gap-2">
                <Checkbox
                  id={id}
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(e) => toggleMuscle(muscle, e.target.checked)}
                />
                <Label htmlFor={id} className="font-normal max-sm:flex max-sm:min-h-11 max-sm:items-center">
                  {MUSCLE_LABELS[muscle]}
                </Label>
              </div>
            );
          })}
        </div>
        {(fieldErrors.primaryMuscles ?? null) && (
          <p className="text-sm font-medium text-destructive">{fieldErrors.primaryMuscles}</p>
        )}
      </fieldset>
      <FormField id="edit-exercise-group" label="Muscle group" hint="The group the exercise picker filters by.">
        {(control) => (
          <Select
            {...control}
            placeholder={
              derivedGroup ? `From the primary muscles (${labelOf(derivedGroup)})` : 'Not set (no primary muscle)'
            }
            options={GROUP_OPTIONS}
            value={values.muscleGroup}
            onChange={(e) => set({ muscleGroup: e.target.value as EditValues['muscleGroup'] })}
          />
        )}
      </FormField>
      {update.isError && !fieldErrors.name && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {isApiError(update.error, 403) ? EXERCISE_MESSAGES.onlyOwnEdited : 'The exercise could not be saved.'}
        </p>
      )}
      <DialogFooter>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
