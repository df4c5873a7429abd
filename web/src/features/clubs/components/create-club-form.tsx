import {
  CLUB_SPORT_LABELS,
  CLUB_SPORTS,
  CLUB_TOASTS,
  type ClubSport,
  JOIN_POLICIES,
  JOIN_POLICY_LABELS,
  type JoinPolicy,
} from '@common/clubs-texts';
import { type ClubInput, clubInputSchema } from '@common/schemas/clubs';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useCreateClub } from '../api/create-club';
import { useCreateSubmit } from '../lib/use-create-submit';
import { type ChosenGym, GymChoice } from './gym-choice';

/** POST /api/clubs: name, description, sport, who may join, and an optional home gym. */
export function CreateClubForm({ gym }: { gym: ChosenGym | null }) {
  const create = useCreateClub();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [sport, setSport] = useState<ClubSport>('any');
  const [joinPolicy, setJoinPolicy] = useState<JoinPolicy>('open');
  const [homeGym, setHomeGym] = useState<ChosenGym | null>(gym);
  const { errors, submit: send } = useCreateSubmit({
    schema: clubInputSchema,
    mutation: create,
    created: CLUB_TOASTS.created,
    failed: 'The club could not be created',
    pathOf: (club) => `/clubs/${club.id}`,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ name, description, sport, joinPolicy, homeGymId: homeGym?.id ?? null } satisfies ClubInput);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Create club" className="grid gap-4 sm:grid-cols-2">
      <FormField id="club-name" label="Club name" error={errors.name} className="sm:col-span-2">
        {(control) => <Input {...control} value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />}
      </FormField>
      <FormField
        id="club-description"
        label="Description (optional)"
        error={errors.description}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea {...control} value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
        )}
      </FormField>
      <FormField id="club-sport" label="Sport focus" error={errors.sport}>
        {(control) => (
          <Select
            {...control}
            value={sport}
            onChange={(e) => setSport(e.target.value as ClubSport)}
            options={CLUB_SPORTS.map((s) => ({ value: s, label: CLUB_SPORT_LABELS[s] }))}
          />
        )}
      </FormField>
      <FormField id="club-policy" label="Who can join" error={errors.joinPolicy}>
        {(control) => (
          <Select
            {...control}
            value={joinPolicy}
            onChange={(e) => setJoinPolicy(e.target.value as JoinPolicy)}
            options={JOIN_POLICIES.map((p) => ({ value: p, label: JOIN_POLICY_LABELS[p] }))}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <GymChoice label="Home gym (optional)" value={homeGym} onChange={setHomeGym} />
        {errors.homeGymId && <p className="text-sm text-destructive">{errors.homeGymId}</p>}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          Create club
        </Button>
      </div>
    </form>
  );
}
