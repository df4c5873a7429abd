import { RSVP_STATUSES, type RsvpStatus, CLUB_TEXTS as T } from '@common/clubs-texts';
import type { ClubEvent } from '@common/schemas/clubs';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useClubEvents } from '../api/get-events';
import { useRsvp } from '../api/rsvp';
import { ScheduleEventForm } from './schedule-event-form';

const RSVP_LABELS: Record<RsvpStatus, string> = { going: T.going, maybe: T.maybe, not_going: T.notGoing };
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** One event; its Going / Maybe / Not going buttons only for the club's members, who alone may answer. */
function EventItem({ event, canAnswer }: { event: ClubEvent; canAnswer: boolean }) {
  const rsvp = useRsvp();
  return (
    <li className="flex flex-col gap-2 px-4 py-3" aria-label={event.title}>
      <div className="flex items-start gap-3">
        <CalendarDays className="mt-0.5 size-5 shrink-0 text-primary-strong" aria-hidden="true" />
        <div className="flex min-w-0 flex-col">
          <span className="font-medium [overflow-wrap:anywhere]">{event.title}</span>
          <span className="text-sm text-muted-foreground">
            {when(event.startsAt)}
            {event.gym && ` · ${event.gym.name}`}
            {event.place && ` · ${event.place}`}
          </span>
          {event.description && (
            <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{event.description}</p>
          )}
          <span className="text-xs text-muted-foreground">{event.going} going</span>
        </div>
      </div>
      {canAnswer ? (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Your answer to {event.title}</legend>
          {RSVP_STATUSES.map((status) => (
            <Button
              key={status}
              size="sm"
              variant={event.myRsvp === status ? 'default' : 'outline'}
              aria-pressed={event.myRsvp === status}
              disabled={rsvp.isPending}
              onClick={() =>
                rsvp.mutate(
                  { eventId: event.id, status },
                  { onError: (e) => toast({ title: errorMessage(e, 'That did not work'), variant: 'destructive' }) },
                )
              }
            >
              {RSVP_LABELS[status]}
            </Button>
          ))}
        </fieldset>
      ) : (
        <p className="text-xs text-muted-foreground">{T.joinToAnswer}</p>
      )}
    </li>
  );
}

/** The club's upcoming events with each member's answer; admins schedule new ones. */
/** `canAnswer`: the viewer is an active member (answering is theirs alone). */
export function EventsSection({
  clubId,
  isAdmin,
  canAnswer,
}: {
  clubId: number;
  isAdmin: boolean;
  canAnswer: boolean;
}) {
  const events = useClubEvents(clubId, true);
  const [scheduling, setScheduling] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      {isAdmin &&
        (scheduling ? (
          <ScheduleEventForm clubId={clubId} onDone={() => setScheduling(false)} />
        ) : (
          <div>
            <Button variant="outline" onClick={() => setScheduling(true)}>
              {T.scheduleEvent}
            </Button>
          </div>
        ))}
      {events.isPending ? (
        <Spinner label="Loading the events" />
      ) : events.items.length > 0 ? (
        <>
          <ul
            aria-label={T.events}
            className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card"
          >
            {events.items.map((e) => (
              <EventItem key={e.id} event={e} canAnswer={canAnswer} />
            ))}
          </ul>
          <LoadMore
            hasMore={Boolean(events.hasNextPage)}
            loading={events.isFetchingNextPage}
            onLoadMore={() => void events.fetchNextPage()}
            label={T.moreEvents}
          />
        </>
      ) : events.isError ? (
        // Not "no upcoming events": a member would think there is nothing to go to.
        <p className="py-4 text-sm text-destructive">The events could not be loaded.</p>
      ) : (
        <p className="py-4 text-sm text-muted-foreground">{T.noEvents}</p>
      )}
    </div>
  );
}
