import { BADGES, type ClaimBadge } from '@common/badges/catalog';
import { BADGE_TEXTS } from '@common/badges-texts';
import {
  BADGE_LIMITS,
  type BadgeRequestBody,
  type BadgeRequestInput,
  badgeRequestBodySchema,
} from '@common/schemas/badges';
import { textRoom } from '@common/text-room';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { useRequestBadge } from '../api/badge-requests';

const resolver = zodResolver(badgeRequestBodySchema);

/** Asks an admin to verify a claim badge, with an optional note and link (the server's own schema). */
export function RequestBadgeForm({ badge }: { badge: ClaimBadge }) {
  const request = useRequestBadge();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<BadgeRequestInput, unknown, BadgeRequestBody>({
    resolver,
    defaultValues: { badge, note: '', link: '' },
  });
  const onSubmit = handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => reset({ badge, note: '', link: '' }),
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const field of ['note', 'link'] as const) {
          const message = error.fieldErrors[field];
          if (message) setError(field, { type: 'server', message });
        }
      },
    }),
  );
  const label = BADGES[badge].label;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Request ${label} verification`} className="flex flex-col gap-3">
      <FormField
        id={`${badge}-note`}
        label={BADGE_TEXTS.noteLabel}
        error={errors.note?.message}
        room={textRoom(watch('note') ?? '', BADGE_LIMITS.noteMax)}
      >
        {(control) => <Textarea {...control} {...register('note')} rows={2} />}
      </FormField>
      <FormField id={`${badge}-link`} label={BADGE_TEXTS.linkLabel} error={errors.link?.message}>
        {(control) => <Input {...control} {...register('link')} type="url" inputMode="url" placeholder="https://" />}
      </FormField>
      <Button
        type="submit"
        variant="outline"
        // The badge name can be long: the label wraps on a narrow phone instead of widening the page.
        className="h-auto min-h-10 self-start whitespace-normal py-2 text-left"
        disabled={request.isPending}
      >
        <BadgeCheck aria-hidden="true" />
        {BADGE_TEXTS.requestVerification}: {label}
      </Button>
    </form>
  );
}
