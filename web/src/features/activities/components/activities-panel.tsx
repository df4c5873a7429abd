import { ACTIVITY_TEXTS } from '@common/activities-texts';
import { SPORT_LABELS } from '@common/schemas/activities';
import { Footprints } from 'lucide-react';
import { Link } from 'react-router';
import { LoadMore } from '@/components/load-more';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyActivities } from '../api/activities';
import { formatActivityDate } from '../lib/format';
import { useDistanceUnit } from '../lib/use-distance-unit';
import { ActivityFacts } from './activity-facts';
import { RouteThumbnail } from './route-thumbnail';
import { UploadActivityDialog } from './upload-dialog';

/** Workout Plans > Runs & rides: Upload activity, then the member's activities, latest first. */
export function ActivitiesPanel() {
  const list = useMyActivities();
  const unit = useDistanceUnit();
  return (
    <section aria-labelledby="activities-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="activities-heading" className="text-lg font-semibold">
          Runs & rides
        </h2>
        <UploadActivityDialog />
      </div>
      {list.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : list.items.length === 0 ? (
        <EmptyState
          icon={Footprints}
          title={ACTIVITY_TEXTS.noActivities}
          description={ACTIVITY_TEXTS.noActivitiesHint}
        />
      ) : (
        <ul aria-label="Your activities" className="flex flex-col gap-2">
          {list.items.map((a) => (
            <li key={a.id}>
              <Card className="flex items-center gap-3 p-3">
                <div className="size-16 shrink-0 rounded-md bg-muted p-1 text-primary">
                  {a.preview ? (
                    <RouteThumbnail preview={a.preview} />
                  ) : (
                    <Footprints className="m-auto size-6 h-full" aria-hidden="true" />
                  )}
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <Link to={`/activities/${a.id}`} className="truncate font-semibold hover:underline">
                    {a.title}
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    {a.sport ? SPORT_LABELS[a.sport] : 'Activity'} · {formatActivityDate(a.startedAt)}
                  </p>
                  <ActivityFacts activity={a} unit={unit} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={Boolean(list.hasNextPage)}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </section>
  );
}
