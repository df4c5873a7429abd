import { formatStopwatch } from '@common/schemas/activities';
import type { ActivitySegmentEffort } from '@common/schemas/segments';
import { SEGMENT_TEXTS as T } from '@common/segments-texts';
import { Medal } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';

/**
 * The activity page's Segments section: each segment the activity matched, in the order it passed
 * them, with the time, the member's place on the all-time board (on their best) and a PR mark.
 */
export function SegmentEffortsSection({ efforts }: { efforts: ActivitySegmentEffort[] }) {
  return (
    <section aria-labelledby="segments-heading" className="flex flex-col gap-2">
      <h2 id="segments-heading" className="text-lg font-semibold">
        {T.sectionTitle}
      </h2>
      {efforts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noEfforts}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
          {efforts.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
              <Link
                to={`/segments/${e.segmentId}`}
                className="min-w-0 flex-1 font-medium underline-offset-2 hover:underline [overflow-wrap:anywhere] max-sm:flex max-sm:min-h-11 max-sm:items-center"
              >
                {e.name}
              </Link>
              <span className="font-semibold tabular-nums">{formatStopwatch(e.elapsedSeconds)}</span>
              {e.rank !== null && (
                <span className="text-sm text-muted-foreground tabular-nums">
                  <span className="sr-only">Rank </span>#{e.rank}
                  <span className="sr-only"> all time</span>
                </span>
              )}
              {e.pr && (
                <Badge variant="accent" title="Personal record">
                  <Medal className="size-3" aria-hidden="true" />
                  {T.pr}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
