import { TARGET_TEXTS } from '@common/meals-texts';
import type { OwnTarget, TargetSuggestion } from '@common/nutrition/daily-target';
import { type OwnTargetBody, type OwnTargetInput, ownTargetBodySchema } from '@common/schemas/nutrition-target';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lightbulb } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useSaveOwnTarget } from '../api/daily-target';

const resolver = zodResolver(ownTargetBodySchema);
const FIELDS = [
  ['calories', 'Calories a day (kcal)'],
  ['protein', 'Protein (g, optional)'],
  ['carbs', 'Carbs (g, optional)'],
  ['fat', 'Fat (g, optional)'],
] as const;

const asText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The member's own daily target, with the Mifflin-St Jeor estimate offered as a suggestion they
 * may take (it fills the fields; nothing is theirs until they save).
 */
export function OwnTargetForm({
  own,
  suggestion,
  onDone,
}: {
  own: OwnTarget | null;
  suggestion: TargetSuggestion | undefined;
  onDone: () => void;
}) {
  const save = useSaveOwnTarget();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<OwnTargetInput, unknown, OwnTargetBody>({
    resolver,
    defaultValues: {
      calories: asText(own?.calories),
      protein: asText(own?.protein),
      carbs: asText(own?.carbs),
      fat: asText(own?.fat),
    },
  });
  const takeSuggestion = () => {
    if (!suggestion) return;
    for (const key of ['calories', 'protein', 'carbs', 'fat'] as const) {
      setValue(key, String(suggestion[key]), { shouldDirty: true });
    }
  };
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const [field] of FIELDS) {
          const message = error.fieldErrors[field];
          if (message) setError(field, { type: 'server', message });
        }
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={TARGET_TEXTS.setOwn} className="flex flex-col gap-4">
      {suggestion && (
        <section aria-label="Suggestion" className="flex flex-col gap-2 rounded-lg bg-muted p-3 text-sm">
          <p className="flex items-center gap-2 font-semibold">
            <Lightbulb className="size-4 text-accent-strong" aria-hidden="true" />
            {TARGET_TEXTS.suggestion(suggestion.calories)}
          </p>
          <p className="text-muted-foreground">
            {TARGET_TEXTS.suggestionBasis} {TARGET_TEXTS.typicalValues(suggestion.missing)}
          </p>
          <Button type="button" variant="outline" size="sm" className="self-start" onClick={takeSuggestion}>
            {TARGET_TEXTS.useSuggestion}
          </Button>
        </section>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(([name, label]) => (
          <FormField key={name} id={`own-target-${name}`} label={label} error={errors[name]?.message}>
            {(control) => <Input {...control} {...register(name)} inputMode="numeric" />}
          </FormField>
        ))}
      </div>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save target'}
      </Button>
    </form>
  );
}
