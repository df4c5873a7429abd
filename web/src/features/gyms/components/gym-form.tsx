import { GYM_LIMITS } from '@common/gyms-limits';
import type { Gym, GymInputParsed } from '@common/schemas/gyms';
import { textRoom } from '@common/text-room';
import type { ReactNode } from 'react';
import { type Path, type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { lazyResolver } from '@/lib/lazy-resolver';

/** What the admin types: every field as text; the shared schema turns it into a GymInput. */
export interface GymFormValues {
  name: string;
  latitude: string;
  longitude: string;
  rating: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  website: string;
  imageUrl: string;
  openingHours: string;
  amenities: string;
  description: string;
}

const validation = lazyResolver(() =>
  import('../lib/gym-resolver').then(
    (m) => m.gymResolver as unknown as Resolver<GymFormValues, unknown, GymInputParsed>,
  ),
);

export function formValuesOf(gym?: Gym): GymFormValues {
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    name: text(gym?.name),
    latitude: text(gym?.latitude),
    longitude: text(gym?.longitude),
    rating: text(gym?.rating),
    address: text(gym?.address),
    city: text(gym?.city),
    state: text(gym?.state),
    zipCode: text(gym?.zipCode),
    phone: text(gym?.phone),
    website: text(gym?.website),
    imageUrl: text(gym?.imageUrl),
    openingHours: text(gym?.openingHours),
    amenities: gym?.amenities.join(', ') ?? '',
    description: text(gym?.description),
  };
}

type Field = {
  name: keyof GymFormValues;
  label: string;
  hint?: string;
  type?: string;
  wide?: boolean;
  multiline?: boolean;
  /**
   * The server's limit, counted under the box. Not on the short boxes (zip, phone), nor on the
   * links: a link is pasted whole and cannot be shortened by a few characters.
   */
  max?: number;
};

const FIELDS: Field[] = [
  { name: 'name', label: 'Name', wide: true, max: GYM_LIMITS.nameMax },
  { name: 'latitude', label: 'Latitude', hint: '-90 to 90, e.g. 40.7128', type: 'text' },
  { name: 'longitude', label: 'Longitude', hint: '-180 to 180, e.g. -74.0060', type: 'text' },
  { name: 'address', label: 'Address (optional)', wide: true, max: GYM_LIMITS.addressMax },
  { name: 'city', label: 'City (optional)', max: GYM_LIMITS.cityMax },
  { name: 'state', label: 'State (optional)', max: GYM_LIMITS.stateMax },
  { name: 'zipCode', label: 'Zip code (optional)' },
  { name: 'rating', label: 'Staff rating (optional)', hint: '0 to 5, your own assessment: shown as a staff rating' },
  { name: 'phone', label: 'Phone (optional)', type: 'tel' },
  { name: 'website', label: 'Website (optional)', type: 'url' },
  { name: 'imageUrl', label: 'Image URL (optional)', type: 'url', wide: true },
  { name: 'amenities', label: 'Amenities (optional)', hint: 'Separated by commas', wide: true },
  {
    name: 'openingHours',
    label: 'Opening hours (optional)',
    wide: true,
    multiline: true,
    max: GYM_LIMITS.openingHoursMax,
  },
  {
    name: 'description',
    label: 'Description (optional)',
    wide: true,
    multiline: true,
    max: GYM_LIMITS.descriptionMax,
  },
];

export interface GymFormProps {
  gym?: Gym;
  pending: boolean;
  submitLabel: string;
  onSubmit: (input: GymInputParsed, showServerErrors: (error: unknown) => void) => void;
  footer?: ReactNode;
}

/** Add or edit a gym: the server's schema and messages, server field errors under their field. */
export function GymForm({ gym, pending, submitLabel, onSubmit, footer }: GymFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<GymFormValues, unknown, GymInputParsed>({
    resolver: validation.resolver,
    defaultValues: formValuesOf(gym),
  });

  const showServerErrors = (error: unknown) => {
    if (!isApiError(error)) return;
    Object.entries(error.fieldErrors).forEach(([field, message], index) => {
      if (FIELDS.some((f) => f.name === field)) {
        setError(field as Path<GymFormValues>, { type: 'server', message }, { shouldFocus: index === 0 });
      }
    });
  };

  return (
    <form
      onSubmit={handleSubmit((input) => onSubmit(input, showServerErrors))}
      onFocus={validation.preload}
      noValidate
      aria-label={gym ? `Edit ${gym.name}` : 'Add New Gym'}
      className="grid gap-4 sm:grid-cols-2"
    >
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          id={`gym-${field.name}`}
          label={field.label}
          hint={field.hint}
          error={errors[field.name]?.message}
          room={field.max ? textRoom(watch(field.name), field.max) : undefined}
          className={field.wide ? 'sm:col-span-2' : undefined}
        >
          {(control) =>
            field.multiline ? (
              <Textarea {...control} {...register(field.name)} rows={3} />
            ) : (
              <Input
                {...control}
                {...register(field.name)}
                type={field.type ?? 'text'}
                inputMode={['latitude', 'longitude', 'rating'].includes(field.name) ? 'decimal' : undefined}
              />
            )
          }
        </FormField>
      ))}
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        {footer}
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
