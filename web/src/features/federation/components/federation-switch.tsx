import { useId } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useFederationMe, useSetFederation } from '../api/federation-me';

/**
 * The Settings switch: a native checkbox shown as a switch (role="switch", so screen readers say
 * on/off; Space toggles it), its whole label row 44 px tall on phones. The handle under it is the
 * address people on other servers search for.
 */
export function FederationSwitch() {
  const me = useFederationMe();
  const setEnabled = useSetFederation();
  const handleId = useId();
  if (me.isPending) return <Skeleton className="h-11 w-full" />;
  if (me.isError) return <p className="text-sm text-destructive">This could not be loaded. Please reload the page.</p>;
  const enabled = setEnabled.isPending ? setEnabled.variables : me.data.enabled;
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3">
        <span className="font-medium">Share my public posts with the fediverse</span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={enabled}
          checked={enabled}
          disabled={setEnabled.isPending}
          aria-describedby={handleId}
          onChange={(event) => setEnabled.mutate(event.target.checked)}
          className={
            'relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-input transition-colors ' +
            'checked:bg-primary disabled:opacity-60 before:absolute before:top-0.5 before:left-0.5 before:size-5 ' +
            'before:rounded-full before:bg-card before:shadow-sm before:transition-transform checked:before:translate-x-5'
          }
        />
      </label>
      <p id={handleId} className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
        {enabled
          ? 'People on Mastodon and other servers can find and follow you as '
          : 'When on, people on Mastodon and other servers can follow you as '}
        <strong className="font-semibold text-foreground">{me.data.handle}</strong>. Only posts, workouts and activities
        you share with everyone are sent; nothing for friends or only you ever leaves FitCircle.
      </p>
    </div>
  );
}
