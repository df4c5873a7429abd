import type { Settings } from '@common/schemas/settings';
import { optionsOf } from '@common/vocab';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';

type Group = keyof Settings;

export interface ChoiceField<G extends Group> {
  name: keyof Settings[G] & string;
  label: string;
  hint: string;
}

/**
 * A group of choices (privacy or notifications) with one save button. Only what changed is sent;
 * the caller saves and says so.
 */
export function ChoiceSettingsForm<G extends Group>({
  group,
  values,
  fields,
  choices,
  saving,
  onSave,
  title,
}: {
  group: G;
  values: Settings[G];
  fields: ChoiceField<G>[];
  choices: readonly string[];
  saving: boolean;
  onSave: (changes: Partial<Settings[G]>) => void;
  title: string;
}) {
  const [draft, setDraft] = useState<Settings[G]>(values);
  const options = optionsOf(choices);
  const changes = Object.fromEntries(
    fields.filter((f) => draft[f.name] !== values[f.name]).map((f) => [f.name, draft[f.name]]),
  ) as Partial<Settings[G]>;
  return (
    <form
      aria-label={title}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(changes);
      }}
    >
      {fields.map((field) => (
        <FormField key={field.name} id={`${group}-${field.name}`} label={field.label} hint={field.hint}>
          {(control) => (
            <Select
              {...control}
              value={String(draft[field.name])}
              options={options}
              onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
              className="sm:max-w-xs"
            />
          )}
        </FormField>
      ))}
      <Button type="submit" className="self-start" disabled={saving || Object.keys(changes).length === 0}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}
