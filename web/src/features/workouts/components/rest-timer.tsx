import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatClock } from '../lib/format';

export const REST_CHOICES = [30, 60, 90, 120, 180] as const;

/**
 * The rest between sets: counts down from the moment a set was marked done. Driven by an end time,
 * not by ticks, so a slow tab still ends on time. Announces the end to screen readers.
 */
export function RestTimer({
  endsAt,
  onSkip,
  onExtend,
}: {
  endsAt: number;
  onSkip: () => void;
  onExtend: (seconds: number) => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-accent/40 bg-accent-soft p-3 text-accent-strong">
      <Timer className="size-5" aria-hidden="true" />
      {left > 0 ? (
        <p role="timer" aria-label="Rest timer" className="font-semibold tabular-nums">
          Rest {formatClock(left)}
        </p>
      ) : (
        <p role="status" className="font-semibold">
          Rest over: next set!
        </p>
      )}
      <div className="ml-auto flex gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => onExtend(15)}>
          +15 s
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onSkip}>
          {left > 0 ? 'Skip rest' : 'Dismiss'}
        </Button>
      </div>
    </div>
  );
}
