import { BellRing, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatClock } from '../lib/format';
import { remainingSeconds, watchRestEnd } from '../lib/rest-alarm';
import { alertRestOver, askForNotifications, canAskForNotifications } from '../lib/rest-alerts';
import { useWakeLock } from '../lib/use-wake-lock';

export const REST_CHOICES = [30, 60, 90, 120, 180] as const;

/** Now, refreshed four times a second and at once when the page shows again. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, 250);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);
  return now;
}

/**
 * The rest between sets, counting down to its end time (lib/rest-alarm.ts): right after the tab
 * was in the background or the phone was locked, and alerting at the end by vibration, beeps and,
 * when the page is hidden and the member allowed it, a notification. The screen is kept on while
 * it runs where the browser allows. Announces the end to screen readers. It stays in view (sticky)
 * while the dialog scrolls.
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
  const now = useNow();
  const [askable, setAskable] = useState(canAskForNotifications);
  useEffect(() => watchRestEnd(endsAt, alertRestOver), [endsAt]);
  const left = remainingSeconds(endsAt, now);
  useWakeLock(left > 0);
  return (
    // Sticky: on a phone the timer stays at the top of the dialog while the member scrolls to later exercises.
    <div className="sticky top-0 z-20 flex flex-wrap items-center gap-3 rounded-lg border border-accent/40 bg-accent-soft p-3 text-accent-strong shadow-md">
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
      <div className="ml-auto flex flex-wrap gap-2">
        {askable && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="h-11 sm:h-8"
            onClick={() => void askForNotifications().then(() => setAskable(canAskForNotifications()))}
          >
            <BellRing aria-hidden="true" />
            Alert me in the background
          </Button>
        )}
        <Button type="button" size="sm" variant="outline" className="h-11 sm:h-8" onClick={() => onExtend(15)}>
          +15 s
        </Button>
        <Button type="button" size="sm" variant="outline" className="h-11 sm:h-8" onClick={onSkip}>
          {left > 0 ? 'Skip rest' : 'Dismiss'}
        </Button>
      </div>
    </div>
  );
}
