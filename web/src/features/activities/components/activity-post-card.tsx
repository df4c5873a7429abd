import { SPORT_LABELS } from '@common/activity-sports';
import type { ActivityCard } from '@common/schemas/activities';
import { Footprints } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useDistanceUnit } from '../lib/use-distance-unit';
import { ActivityFacts } from './activity-facts';
import { RouteThumbnail } from './route-thumbnail';

/**
 * A shared activity inside a post card (the posts feature shows it): the route thumbnail the
 * server drew, distance, time and pace; the title opens the activity page.
 */
export function ActivityPostCard({ activity }: { activity: ActivityCard }) {
  const titleId = useId();
  const unit = useDistanceUnit();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-3 text-sm sm:flex-row"
    >
      {activity.preview && (
        <div className="h-32 w-full shrink-0 rounded-md bg-card p-2 text-primary sm:h-28 sm:w-28">
          <RouteThumbnail preview={activity.preview} />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-center gap-2">
          <Footprints className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <h2 id={titleId} className="font-semibold [overflow-wrap:anywhere]">
            <Link to={`/activities/${activity.id}`} className="hover:underline focus-visible:underline">
              {activity.title}
            </Link>
          </h2>
          {activity.sport && <span className="text-xs text-muted-foreground">{SPORT_LABELS[activity.sport]}</span>}
        </div>
        <ActivityFacts activity={activity} unit={unit} />
      </div>
    </section>
  );
}
