import { EXERCISE_LIMITS } from '@common/exercises-texts';
import {
  type CreateExerciseInput,
  EQUIPMENT,
  EXERCISE_CATEGORIES,
  type Exercise,
  MUSCLE_GROUPS,
} from '@common/schemas/workout-exercises';
import { textRoom } from '@common/text-room';
import { optionsOf } from '@common/vocab';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
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
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api-client';
import { useCreateExercise } from '../api/exercises';

const empty: CreateExerciseInput = {
  name: '',
  muscleGroup: 'full_body',
  equipment: 'bodyweight',
  category: 'strength',
};

/** Adds an exercise of the member's own to their library (private to them). */
export function NewExerciseButton({ onCreated }: { onCreated?: (exercise: Exercise) => void }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<CreateExerciseInput>(empty);
  const create = useCreateExercise();
  const fieldError = isApiError(create.error) ? create.error.fieldErrors : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    create.mutate(values, {
      onSuccess: (exercise) => {
        onCreated?.(exercise);
        setValues(empty);
        setOpen(false);
      },
    });
  };
  const set = (key: keyof CreateExerciseInput) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        New exercise
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New exercise</DialogTitle>
          <DialogDescription>Add an exercise of your own. Only you see it.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" aria-label="New exercise">
          <FormField
            id="new-exercise-name"
            label="Name"
            error={fieldError.name}
            room={textRoom(values.name, EXERCISE_LIMITS.nameMax)}
          >
            {(control) => <Input {...control} value={values.name} onChange={set('name')} required />}
          </FormField>
          <FormField id="new-exercise-muscle" label="Muscle group">
            {(control) => (
              <Select
                {...control}
                options={optionsOf(MUSCLE_GROUPS)}
                value={values.muscleGroup}
                onChange={set('muscleGroup')}
              />
            )}
          </FormField>
          <FormField id="new-exercise-equipment" label="Equipment">
            {(control) => (
              <Select
                {...control}
                options={optionsOf(EQUIPMENT)}
                value={values.equipment}
                onChange={set('equipment')}
              />
            )}
          </FormField>
          <FormField
            id="new-exercise-category"
            label="Type"
            hint="Strength sets record reps and weight; cardio and flexibility record time and distance."
          >
            {(control) => (
              <Select
                {...control}
                options={optionsOf(EXERCISE_CATEGORIES)}
                value={values.category}
                onChange={set('category')}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Adding...' : 'Add exercise'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
