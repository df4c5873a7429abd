import { GYM_PRESENCE_TEXTS as T } from '@common/gym-presence-texts';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useHomeGymVisibility, useSetHomeGymVisibility } from '../api/home-gym-visibility';

/**
 * Settings > Privacy: whether the member appears among the people who call their gym home (D14).
 * Saved as soon as it changes; the box shows the stored choice, not a hope.
 */
export function HomeGymVisibilitySection() {
  const visibility = useHomeGymVisibility();
  const save = useSetHomeGymVisibility();
  const onChange = (visible: boolean) =>
    save.mutate(visible, {
      onSuccess: () => toast({ title: T.visibilitySaved, variant: 'success' }),
      onError: (error) => toast({ title: errorMessage(error, T.visibilityFailed), variant: 'destructive' }),
    });
  return (
    <Card className="mt-4 flex flex-col gap-3 p-4 sm:p-6">
      <section aria-labelledby="home-gym-visibility-heading" className="flex flex-col gap-3">
        <h2 id="home-gym-visibility-heading" className="text-lg font-semibold">
          {T.visibilityHeading}
        </h2>
        {visibility.isPending ? (
          <Skeleton className="h-11 w-full" />
        ) : visibility.isError ? (
          <p className="text-sm text-destructive">This could not be loaded. Please reload the page.</p>
        ) : (
          <div className="flex flex-col gap-1">
            <label
              htmlFor="home-gym-visible"
              className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium"
            >
              <Checkbox
                id="home-gym-visible"
                checked={visibility.data.visible}
                disabled={save.isPending}
                aria-describedby="home-gym-visible-hint"
                onChange={(e) => onChange(e.target.checked)}
              />
              {T.visibilityLabel}
            </label>
            <p id="home-gym-visible-hint" className="text-sm text-muted-foreground">
              {T.visibilityHint}
            </p>
          </div>
        )}
      </section>
    </Card>
  );
}
