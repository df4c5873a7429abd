import type { LoggingType } from '@common/exercises/vocab';
import type { ExerciseSession } from '@common/schemas/workout-exercises';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useUnits } from '@/features/auth';
import { useExerciseHistory } from '../api/get-exercise-history';
import { formatSet } from '../lib/format-set';
import { recordDate } from '../lib/records';
import { setKindLabel, setKindMark } from '../lib/set-kind';

/** The member's sessions of the exercise, newest first, with their sets and notes; "Load more" pages back. */
export function ExerciseHistory({ exerciseId, loggingType }: { exerciseId: number; loggingType: LoggingType }) {
  const history = useExerciseHistory(exerciseId);
  return (
    <section aria-labelledby="exercise-history-title">
      <Card>
        <CardHeader>
          <CardTitle id="exercise-history-title">History</CardTitle>
        </CardHeader>
        <CardContent>
          {history.isError && history.items.length === 0 ? (
            <p className="text-sm text-destructive">The history could not be loaded.</p>
          ) : history.isPending ? (
            <Spinner label="Loading the history" />
          ) : (
            <>
              <ol aria-label="Sessions" className="flex flex-col gap-3">
                {history.items.map((session) => (
                  <SessionItem key={session.id} session={session} loggingType={loggingType} />
                ))}
              </ol>
              <LoadMore
                label="Load more"
                hasMore={history.hasNextPage}
                loading={history.isFetchingNextPage}
                onLoadMore={() => history.fetchNextPage()}
              />
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function SessionItem({ session, loggingType }: { session: ExerciseSession; loggingType: LoggingType }) {
  const units = useUnits();
  const date = recordDate(session.date);
  const title = session.title || 'Workout';
  // Working sets are numbered; warm-ups, drop sets and sets to failure show their letter.
  let number = 0;
  return (
    <li aria-label={`${title}, ${date}`} className="rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold [overflow-wrap:anywhere]">{title}</h3>
        <time dateTime={session.date} className="text-sm text-muted-foreground">
          {date}
        </time>
      </div>
      <ol className="mt-2 flex flex-col gap-1 text-sm">
        {session.sets.map((set, i) => {
          const kind = setKindLabel(set.kind);
          const mark = setKindMark(set.kind);
          if (!kind) number += 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a session's sets are shown in their logged order and never move
            <li key={i} className="flex items-center gap-2">
              <span aria-hidden="true" className="w-5 shrink-0 text-center font-semibold text-muted-foreground">
                {kind ? (mark ?? '•') : number}
              </span>
              <span className={kind === 'Warm-up' ? 'text-muted-foreground' : undefined}>
                {formatSet(set, loggingType, units)}
              </span>
              {kind && <Badge variant="secondary">{kind}</Badge>}
            </li>
          );
        })}
      </ol>
      {session.notes && <p className="mt-2 text-sm italic [overflow-wrap:anywhere]">{session.notes}</p>}
    </li>
  );
}
