import { CLUB_TOASTS } from '@common/clubs-texts';
import { clubInputSchema } from '@common/schemas/clubs';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useCreateClub } from '../api/create-club';
import { useCreateSubmit } from '../lib/use-create-submit';
import { ClubFields, toClubInput, useClubFieldValues } from './club-fields';
import type { ChosenGym } from './gym-choice';

/** POST /api/clubs: name, description, sport, who may join, and an optional home gym. */
export function CreateClubForm({ gym }: { gym: ChosenGym | null }) {
  const create = useCreateClub();
  const [values, setValues] = useClubFieldValues({
    name: '',
    description: '',
    sport: 'any',
    joinPolicy: 'open',
    homeGym: gym,
    imageUrl: null,
  });
  const {
    errors,
    submit: send,
    busy,
  } = useCreateSubmit({
    schema: clubInputSchema,
    mutation: create,
    created: CLUB_TOASTS.created,
    failed: 'The club could not be created',
    pathOf: (club) => `/clubs/${club.id}`,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(toClubInput(values));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Create club" className="grid gap-4 sm:grid-cols-2">
      <ClubFields idPrefix="club" values={values} onChange={setValues} errors={errors} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          Create club
        </Button>
      </div>
    </form>
  );
}
