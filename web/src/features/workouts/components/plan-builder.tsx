import { type CreatePlanBody, PLAN_LIMITS, type WorkoutPlan } from '@common/schemas/workouts';
import { textRoom } from '@common/text-room';
import { optionsOf, WORKOUT_FILTER_GOALS, WORKOUT_LEVELS } from '@common/vocab';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DecimalInput } from '@/components/ui/decimal-input';
import { CheckboxField, FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useUnits } from '@/features/auth';
import { useExercises } from '../api/exercises';
import { useCreatePlan, useUpdatePlan } from '../api/plan-mutations';
import { emptyExercise, emptyPlan, type PlanFormValues, planResolver, planToForm } from '../lib/plan-form';
import { WEEKDAY_OPTIONS } from '../lib/weekdays';
import { PlanDayExercises } from './plan-day-exercises';

/**
 * The plan builder (Create Plan tab, and Edit): name, description, level, goal, frequency, weeks,
 * minutes per session, and a weekly schedule of days with their exercises. Figure boxes are text
 * boxes that keep what was typed (a number box dropped a decimal comma: '62,5' kg became 625);
 * the resolver reads them and validates with the server's schema; the server checks the exercises
 * against the member's library.
 */
export function PlanBuilder({
  plan,
  canCreateRecommended,
  onDone,
}: {
  plan?: WorkoutPlan;
  canCreateRecommended: boolean;
  onDone: () => void;
}) {
  const library = useExercises();
  const units = useUnits();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<PlanFormValues, unknown, CreatePlanBody>({
    resolver: planResolver(units),
    defaultValues: plan ? planToForm(plan, units) : emptyPlan(),
  });
  const days = useFieldArray({ control, name: 'schedule' });
  const curated = watch('curated');
  const pending = create.isPending || update.isPending;

  const onSubmit = handleSubmit((body) => {
    const done = () => {
      reset(emptyPlan());
      onDone();
    };
    if (plan) {
      const { curated: _fixed, ...changes } = body;
      update.mutate(
        { id: plan.id, body: { ...changes, isActive: plan.curated ? undefined : body.isActive } },
        { onSuccess: done },
      );
    } else {
      create.mutate({ ...body, isActive: body.curated ? false : body.isActive }, { onSuccess: done });
    }
  });

  if (library.isPending) return <Spinner label="Loading exercises" />;
  const exercises = library.data ?? [];
  const usedWeekdays = watch('schedule').map((d) => d.weekday);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-label={plan ? 'Edit plan' : 'Create plan'}
    >
      <FormField
        id="plan-name"
        label="Plan name"
        error={errors.name?.message}
        room={textRoom(watch('name'), PLAN_LIMITS.nameMax)}
      >
        {(c) => <Input {...c} {...register('name')} />}
      </FormField>
      <FormField
        id="plan-description"
        label="Description"
        error={errors.description?.message}
        room={textRoom(watch('description'), PLAN_LIMITS.descriptionMax)}
      >
        {(c) => <Textarea {...c} {...register('description')} className="min-h-16" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="plan-level" label="Level" error={errors.level?.message}>
          {(c) => <Select {...c} {...register('level')} options={optionsOf(WORKOUT_LEVELS)} />}
        </FormField>
        <FormField id="plan-goal" label="Goal" error={errors.goal?.message}>
          {(c) => <Select {...c} {...register('goal')} options={optionsOf(WORKOUT_FILTER_GOALS)} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="plan-frequency" label="Days per week" error={errors.frequency?.message}>
          {(c) => <DecimalInput {...c} {...register('frequency')} />}
        </FormField>
        <FormField id="plan-weeks" label="Duration (weeks)" error={errors.durationWeeks?.message}>
          {(c) => <DecimalInput {...c} {...register('durationWeeks')} />}
        </FormField>
        <FormField
          id="plan-minutes"
          label="Minutes per session"
          hint="Empty shows 30 min."
          error={errors.minutesPerSession?.message}
        >
          {(c) => <DecimalInput {...c} {...register('minutesPerSession')} />}
        </FormField>
      </div>

      <section aria-labelledby="plan-schedule-title" className="flex flex-col gap-3">
        <h3 id="plan-schedule-title" className="font-semibold">
          Weekly schedule
        </h3>
        {days.fields.map((day, d) => (
          <fieldset key={day.id} className="flex flex-col gap-3 rounded-xl border border-border p-3 sm:p-4">
            <legend className="px-1 font-semibold">Day {d + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField id={`plan-d${d}-weekday`} label="Weekday" error={errors.schedule?.[d]?.weekday?.message}>
                {(c) => <Select {...c} {...register(`schedule.${d}.weekday`)} options={WEEKDAY_OPTIONS} />}
              </FormField>
              <FormField
                id={`plan-d${d}-title`}
                label="Day title (optional)"
                error={errors.schedule?.[d]?.title?.message}
              >
                {(c) => (
                  <Input
                    {...c}
                    {...register(`schedule.${d}.title`)}
                    maxLength={PLAN_LIMITS.dayTitleMax}
                    placeholder="e.g. Upper body"
                  />
                )}
              </FormField>
            </div>
            <PlanDayExercises dayIndex={d} control={control} register={register} errors={errors} library={exercises} />
            {days.fields.length > 1 && (
              <div>
                <Button type="button" variant="ghost" size="sm" onClick={() => days.remove(d)}>
                  <Trash2 aria-hidden="true" />
                  Remove day {d + 1}
                </Button>
              </div>
            )}
          </fieldset>
        ))}
        <FieldError message={errors.schedule?.root?.message ?? errors.schedule?.message} />
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={days.fields.length >= 7}
            onClick={() => {
              const free = WEEKDAY_OPTIONS.find((o) => !usedWeekdays.includes(o.value));
              days.append({ weekday: free?.value ?? '1', title: '', exercises: [emptyExercise()] });
            }}
          >
            <Plus aria-hidden="true" />
            Add day
          </Button>
        </div>
      </section>

      {canCreateRecommended && !plan && (
        <CheckboxField id="plan-curated" label="Recommended plan (shown to every member)">
          {(c) => <Checkbox {...c} {...register('curated')} />}
        </CheckboxField>
      )}
      {!curated && !plan?.curated && (
        <CheckboxField id="plan-active" label="Make this my active plan (Today's Workout follows it)">
          {(c) => <Checkbox {...c} {...register('isActive')} />}
        </CheckboxField>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : plan ? 'Save Changes' : 'Create Plan'}
        </Button>
        {plan && (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
