import { PEOPLE_TOASTS } from '@common/people-texts';
import type { Settings, UpdateSettingsInput } from '@common/schemas/settings';
import { optionsOf } from '@common/vocab';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useUpdateSettings } from '../../api/get-settings';

type Group = keyof Settings;

export interface ChoiceField<G extends Group> {
  name: keyof Settings[G] & string;
  label: string;
  hint: string;
  /** This field's own choices, when they differ from the card's. */
  options?: { value: string; label: string }[];
}

export interface ChoiceSettingsCardProps<G extends Group> {
  group: G;
  values: Settings[G];
  fields: ChoiceField<G>[];
  choices: readonly string[];
  title: string;
  description: string;
  /** The form's accessible name. */
  formLabel: string;
  savedMessage: string;
}

/**
 * A group of choices (privacy or notifications) with one Save button: only what changed is sent
 * (PUT /api/settings), and the answer becomes the new starting point.
 */
export function ChoiceSettingsCard<G extends Group>({
  group,
  values,
  fields,
  choices,
  title,
  description,
  formLabel,
  savedMessage,
}: ChoiceSettingsCardProps<G>) {
  const [draft, setDraft] = useState<Settings[G]>(values);
  const update = useUpdateSettings();
  const options = optionsOf(choices);
  const changes = Object.fromEntries(
    fields.filter((f) => draft[f.name] !== values[f.name]).map((f) => [f.name, draft[f.name]]),
  );
  const save = () =>
    update.mutate({ [group]: changes } as UpdateSettingsInput, {
      onSuccess: () => toast({ title: PEOPLE_TOASTS.success, description: savedMessage, variant: 'success' }),
      onError: (error) =>
        toast({
          title: PEOPLE_TOASTS.updateFailed,
          description: errorMessage(error, 'Your settings could not be saved. Please try again.'),
          variant: 'destructive',
        }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          aria-label={formLabel}
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          {fields.map((field) => (
            <FormField key={field.name} id={`${group}-${field.name}`} label={field.label} hint={field.hint}>
              {(control) => (
                <Select
                  {...control}
                  value={String(draft[field.name])}
                  options={field.options ?? options}
                  onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
                  className="sm:max-w-xs"
                />
              )}
            </FormField>
          ))}
          <Button type="submit" className="self-start" disabled={update.isPending || Object.keys(changes).length === 0}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
