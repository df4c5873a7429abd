import { MEAL_TOASTS } from '@common/meals-texts';
import type { Food, FoodBody, FoodInput } from '@common/schemas/meal-foods';
import { FOOD_LIMITS, foodInputSchema } from '@common/schemas/meal-foods';
import { textRoom } from '@common/text-room';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
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
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateFood } from '../api/foods';
import { figureOf, newFoodValues } from './new-food-values';

const resolver = zodResolver(foodInputSchema);
const NUMBER_FIELDS = [
  ['calories', 'Calories per 100 g'],
  ['protein', 'Protein (g per 100 g)'],
  ['carbs', 'Carbs (g per 100 g)'],
  ['fat', 'Fat (g per 100 g)'],
  ['servingGrams', 'Usual serving (g)'],
] as const;

/** A member adds a food of their own (private to them), with figures per 100 g from its label. */
export function CustomFoodDialog({
  open,
  initialName,
  onClose,
  onCreated,
}: {
  open: boolean;
  initialName: string;
  onClose: () => void;
  onCreated: (food: Food) => void;
}) {
  const create = useCreateFood();
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<FoodInput, unknown, FoodBody>({
    resolver,
    defaultValues: newFoodValues(initialName),
  });
  // The dialog opens with what the member searched for as the name.
  useEffect(() => {
    reset(newFoodValues(initialName));
  }, [initialName, reset]);
  const submit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (food) => {
        reset();
        onCreated(food);
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(isApiError(error) ? error.fieldErrors : {})) {
          setError(field as Path<FoodInput>, { type: 'server', message });
        }
        toast({
          title: MEAL_TOASTS.error,
          description: errorMessage(error, MEAL_TOASTS.foodCreateFailed),
          variant: 'destructive',
        });
      },
    }),
  );
  const { errors } = formState;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add your own food</DialogTitle>
          <DialogDescription>Only you see it. Copy the figures per 100 g from the label.</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(event) => {
            event.stopPropagation();
            void submit(event);
          }}
          noValidate
          className="grid gap-3 sm:grid-cols-2"
          aria-label="New food"
        >
          <FormField
            id="food-name"
            label="Name"
            error={errors.name?.message}
            room={textRoom(watch('name'), FOOD_LIMITS.nameMax)}
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} {...register('name')} />}
          </FormField>
          {NUMBER_FIELDS.map(([field, label]) => (
            <FormField key={field} id={`food-${field}`} label={label} error={errors[field]?.message}>
              {(control) => <DecimalInput {...control} {...register(field, { setValueAs: figureOf })} />}
            </FormField>
          ))}
          <DialogFooter className="sm:col-span-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Saving...' : 'Save food'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
