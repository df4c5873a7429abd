import {
  CLUB_LIMITS,
  CLUB_MESSAGES,
  CLUB_SPORT_LABELS,
  CLUB_SPORTS,
  type ClubSport,
  JOIN_POLICIES,
  JOIN_POLICY_LABELS,
  type JoinPolicy,
} from '@common/clubs-texts';
import type { ClubInput } from '@common/schemas/clubs';
import { textRoom } from '@common/text-room';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { FieldErrors } from '../lib/use-create-submit';
import { type ChosenGym, GymChoice } from './gym-choice';

/** What the club form edits: the body of POST /api/clubs and PUT /api/clubs/{id}, the gym with its name. */
export interface ClubFieldValues {
  name: string;
  description: string;
  sport: ClubSport;
  joinPolicy: JoinPolicy;
  homeGym: ChosenGym | null;
  /**
   * The club's picture. No field changes it, but PUT replaces every field (a missing one is
   * cleared), so the edit dialog starts from the club's own and sends it back as it is.
   */
  imageUrl: string | null;
}

export function toClubInput(values: ClubFieldValues): ClubInput {
  const { homeGym, ...rest } = values;
  return { ...rest, homeGymId: homeGym?.id ?? null };
}

/** The form's state, started from a new club's defaults or from the club being edited. */
export function useClubFieldValues(initial: ClubFieldValues) {
  return useState<ClubFieldValues>(initial);
}

/**
 * The club's fields, shared by the create form and the edit dialog, so both ask the same and
 * show the shared schema's (common/schemas/clubs.ts) and the server's errors the same way.
 */
export function ClubFields({
  idPrefix,
  values,
  onChange,
  errors,
  policyLocked = false,
}: {
  idPrefix: string;
  values: ClubFieldValues;
  onChange: (values: ClubFieldValues) => void;
  errors: FieldErrors;
  /** A club admin who is not its owner: who can join is the owner's choice. */
  policyLocked?: boolean;
}) {
  const set = <K extends keyof ClubFieldValues>(key: K, value: ClubFieldValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <>
      <FormField
        id={`${idPrefix}-name`}
        label="Club name"
        error={errors.name}
        room={textRoom(values.name, CLUB_LIMITS.nameMax)}
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} value={values.name} onChange={(e) => set('name', e.target.value)} />}
      </FormField>
      <FormField
        id={`${idPrefix}-description`}
        label="Description (optional)"
        error={errors.description}
        room={textRoom(values.description, CLUB_LIMITS.descriptionMax)}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            rows={3}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-sport`} label="Sport focus" error={errors.sport}>
        {(control) => (
          <Select
            {...control}
            value={values.sport}
            onChange={(e) => set('sport', e.target.value as ClubSport)}
            options={CLUB_SPORTS.map((s) => ({ value: s, label: CLUB_SPORT_LABELS[s] }))}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-policy`}
        label="Who can join"
        error={errors.joinPolicy}
        hint={policyLocked ? CLUB_MESSAGES.policyOwnerOnly : undefined}
      >
        {(control) => (
          <Select
            {...control}
            disabled={policyLocked}
            value={values.joinPolicy}
            onChange={(e) => set('joinPolicy', e.target.value as JoinPolicy)}
            options={JOIN_POLICIES.map((p) => ({ value: p, label: JOIN_POLICY_LABELS[p] }))}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <GymChoice label="Home gym (optional)" value={values.homeGym} onChange={(gym) => set('homeGym', gym)} />
        {errors.homeGymId && <p className="text-sm text-destructive">{errors.homeGymId}</p>}
      </div>
    </>
  );
}
