import {
  CHALLENGE_LIMITS,
  CHALLENGE_METRIC_LABELS,
  CHALLENGE_METRICS,
  CHALLENGE_SPORTS,
  CHALLENGE_TOASTS,
  type ChallengeMetric,
  type ChallengeSport,
  CHALLENGE_MESSAGES as M,
} from '@common/challenges-texts';
import { localIsoDate } from '@common/fitness/dates';
import { type ChallengeInput, challengeInputSchema } from '@common/schemas/challenges';
import { textRoom } from '@common/text-room';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DecimalInput, readDecimal } from '@/components/ui/decimal-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useCreateSubmit } from '@/features/clubs';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { useCreateChallenge } from '../api/create-challenge';
import { SPORT_LABELS, storedTarget, TARGET_UNITS } from '../lib/format';

/**
 * The shared rules, and before sending the one the server adds: a last day not over in the
 * challenge's zone, which is this device's (the form sends `browserTimeZone()`).
 */
const formSchema = challengeInputSchema.superRefine((c, ctx) => {
  if (c.endsOn < localIsoDate()) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: M.endedAlready });
});

/**
 * The form of POST /api/challenges: the shared schema checks it before it is sent, and the
 * server's field errors are shown beside the fields. `club`: a club's challenge (its admins').
 */
export function CreateChallengeForm({ club }: { club: { id: number; name: string } | null }) {
  const create = useCreateChallenge();
  const today = new Date();
  const [title, setTitle] = useState('');
  const [metric, setMetric] = useState<ChallengeMetric>('distance');
  const [sport, setSport] = useState<ChallengeSport>('any');
  const [goal, setGoal] = useState<'individual' | 'group'>('individual');
  const [target, setTarget] = useState('');
  const [startsOn, setStartsOn] = useState(localIsoDate(today));
  const [endsOn, setEndsOn] = useState(localIsoDate(new Date(today.getTime() + 29 * 86_400_000)));
  const { errors, submit: send } = useCreateSubmit({
    schema: formSchema,
    mutation: create,
    created: CHALLENGE_TOASTS.created,
    failed: 'The challenge could not be created',
    pathOf: (challenge) => `/challenges/${challenge.id}`,
  });

  const targetReading = readDecimal(target);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({
      title,
      metric,
      sport,
      goal,
      // '62,5' is 62.5 (a number box dropped the comma: 625 km); text read two ways is refused.
      target: targetReading.ok ? storedTarget(metric, targetReading.value) : Number.NaN,
      startsOn,
      endsOn,
      timeZone: browserTimeZone(),
      clubId: club?.id ?? null,
    } satisfies ChallengeInput);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Create challenge" className="grid gap-4 sm:grid-cols-2">
      {club && <p className="text-sm text-muted-foreground sm:col-span-2">For the members of {club.name}</p>}
      <FormField
        id="challenge-title"
        label="Title"
        error={errors.title}
        room={textRoom(title, CHALLENGE_LIMITS.titleMax)}
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} />}
      </FormField>
      <FormField id="challenge-metric" label="What counts" error={errors.metric}>
        {(control) => (
          <Select
            {...control}
            value={metric}
            onChange={(e) => setMetric(e.target.value as ChallengeMetric)}
            options={CHALLENGE_METRICS.map((m) => ({ value: m, label: CHALLENGE_METRIC_LABELS[m] }))}
          />
        )}
      </FormField>
      <FormField id="challenge-sport" label="Sport" error={errors.sport}>
        {(control) => (
          <Select
            {...control}
            value={sport}
            onChange={(e) => setSport(e.target.value as ChallengeSport)}
            options={CHALLENGE_SPORTS.map((s) => ({ value: s, label: SPORT_LABELS[s] }))}
          />
        )}
      </FormField>
      <FormField id="challenge-starts" label="First day" error={errors.startsOn}>
        {(control) => <Input {...control} type="date" value={startsOn} onChange={(e) => setStartsOn(e.target.value)} />}
      </FormField>
      <FormField
        id="challenge-ends"
        label="Last day"
        error={errors.endsOn}
        hint="At most a year. Each member's own day counts: a run at 23:30 their time on the last day is in."
      >
        {(control) => (
          <Input
            {...control}
            type="date"
            min={localIsoDate(today)}
            value={endsOn}
            onChange={(e) => setEndsOn(e.target.value)}
          />
        )}
      </FormField>
      <FormField id="challenge-goal" label="Goal" error={errors.goal}>
        {(control) => (
          <Select
            {...control}
            value={goal}
            onChange={(e) => setGoal(e.target.value as 'individual' | 'group')}
            options={[
              { value: 'individual', label: 'Each member: a ranking' },
              { value: 'group', label: 'Together: the members’ total against a target' },
            ]}
          />
        )}
      </FormField>
      <FormField
        id="challenge-target"
        label={`Target in ${TARGET_UNITS[metric]}${goal === 'group' ? '' : ' (optional)'}`}
        error={targetReading.ok ? errors.target : targetReading.message}
      >
        {(control) => <DecimalInput {...control} value={target} onChange={(e) => setTarget(e.target.value)} />}
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          Create challenge
        </Button>
      </div>
    </form>
  );
}
