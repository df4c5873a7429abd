import { EQUIPMENT_LABELS, LOGGING_TYPE_LABELS } from '@common/exercises/vocab';
import { EXERCISE_MESSAGES, EXERCISE_TEXTS } from '@common/exercises-texts';
import type { ExerciseDetail } from '@common/schemas/workout-exercises';
import { ArrowLeft, Dumbbell, GitMerge, History, Pencil } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { ExerciseCoachSection } from '@/features/coach';
import { isApiError } from '@/lib/api-client';
import { lazyNamed } from '@/lib/lazy-named';
import { usePageTitle } from '@/lib/use-page-title';
import { isExerciseId, useExercise } from '../api/get-exercise';
import { ExerciseHistory } from '../components/exercise-history';
import { ExerciseNoteEditor } from '../components/exercise-note-editor';
import { ExerciseProgressSection } from '../components/exercise-progress-section';
import { ExerciseRecords } from '../components/exercise-records';
import { musclesText } from '../lib/catalogue-filter';
import { recordDate } from '../lib/records';

// The dialogs load when first asked for (their chunks start as the pointer or focus comes near).
const EditExerciseDialog = lazyNamed(() => import('../components/edit-exercise-dialog'), 'EditExerciseDialog');
const MergeExerciseDialog = lazyNamed(() => import('../components/merge-exercise-dialog'), 'MergeExerciseDialog');

const back = (
  <Link to="/exercises" className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
    <ArrowLeft aria-hidden="true" />
    {EXERCISE_TEXTS.catalogueTitle}
  </Link>
);

/**
 * /exercises/{id}: one exercise of the library with what the member did of it: records, a
 * progress chart and the sessions (or an invitation to log it), their own note, and Edit (own
 * exercises) and Merge into… to mend the past.
 */
export function ExercisePage() {
  const id = Number(useParams().id);
  const detail = useExercise(id);
  usePageTitle(detail.data?.exercise.name ?? 'Exercise');
  const missing = !isExerciseId(id) || isApiError(detail.error, 404) || isApiError(detail.error, 400);

  if (missing || detail.isError) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        {back}
        <Card>
          <EmptyState
            icon={Dumbbell}
            title={missing ? EXERCISE_MESSAGES.notFound : 'The exercise could not be loaded'}
            description={
              missing ? 'It is not in the catalogue or among your own exercises (it may have been merged).' : undefined
            }
            action={
              missing ? (
                <Link to="/exercises" className={buttonVariants({ variant: 'outline' })}>
                  Browse exercises
                </Link>
              ) : (
                <Button variant="outline" onClick={() => detail.refetch()}>
                  Try again
                </Button>
              )
            }
          />
        </Card>
      </div>
    );
  }
  if (!detail.data) return <PageSpinner label="Loading the exercise" />;
  // Keyed by id: another exercise's page starts afresh (its note, its dialogs).
  return <ExerciseView key={id} detail={detail.data} />;
}

function ExerciseView({ detail }: { detail: ExerciseDetail }) {
  const { exercise } = detail;
  const [editing, setEditing] = useState(false);
  const [merging, setMerging] = useState(false);
  const logged = detail.sessions > 0;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      {back}
      <Card>
        <CardContent className="flex flex-col gap-3 pt-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
                {exercise.name}
              </h1>
              {exercise.aliases.length > 0 && (
                <p className="text-sm text-muted-foreground">Also called {exercise.aliases.join(', ')}</p>
              )}
            </div>
            {exercise.custom && <Badge variant="accent">My exercise</Badge>}
          </div>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <Fact term="Equipment" value={EQUIPMENT_LABELS[exercise.equipment]} />
            <Fact term="Logged as" value={LOGGING_TYPE_LABELS[exercise.loggingType]} />
            <Fact term="Primary muscles" value={musclesText(exercise.primaryMuscles)} />
            {exercise.secondaryMuscles.length > 0 && (
              <Fact term="Secondary muscles" value={musclesText(exercise.secondaryMuscles)} />
            )}
          </dl>
          {exercise.loggingType === 'assisted_bodyweight' && (
            <p className="rounded-lg bg-muted p-3 text-sm">{EXERCISE_TEXTS.assistedNote}</p>
          )}
          {exercise.loggingType === 'weighted_bodyweight' && (
            <p className="rounded-lg bg-muted p-3 text-sm">{EXERCISE_TEXTS.weightedNote}</p>
          )}
          {logged && (
            <p className="text-sm text-muted-foreground">
              {detail.sessions} {detail.sessions === 1 ? 'session' : 'sessions'}
              {detail.firstPerformed && ` · first ${recordDate(detail.firstPerformed)}`}
              {detail.lastPerformed &&
                detail.lastPerformed !== detail.firstPerformed &&
                ` · last ${recordDate(detail.lastPerformed)}`}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {exercise.custom && (
              <Button
                variant="outline"
                onClick={() => setEditing(true)}
                onPointerEnter={() => EditExerciseDialog.preload()}
                onFocus={() => EditExerciseDialog.preload()}
              >
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            )}
            <Button
              variant="outline"
              onClick={() => setMerging(true)}
              onPointerEnter={() => MergeExerciseDialog.preload()}
              onFocus={() => MergeExerciseDialog.preload()}
            >
              <GitMerge aria-hidden="true" />
              Merge into…
            </Button>
          </div>
        </CardContent>
      </Card>
      {logged ? (
        <>
          <ExerciseRecords detail={detail} />
          <ExerciseProgressSection exerciseId={exercise.id} />
          <ExerciseCoachSection exerciseId={exercise.id} />
          <ExerciseHistory exerciseId={exercise.id} loggingType={exercise.loggingType} />
        </>
      ) : (
        <Card>
          <EmptyState
            icon={History}
            title={EXERCISE_TEXTS.noHistory}
            description={EXERCISE_TEXTS.noHistoryHint}
            action={
              <Link to="/workouts" className={buttonVariants({ variant: 'outline' })}>
                Go to workouts
              </Link>
            }
          />
        </Card>
      )}
      <ExerciseNoteEditor exerciseId={exercise.id} note={detail.note} />
      <Suspense fallback={null}>
        {exercise.custom && editing && <EditExerciseDialog exercise={exercise} open onOpenChange={setEditing} />}
        {merging && (
          <MergeExerciseDialog exercise={exercise} sessions={detail.sessions} open onOpenChange={setMerging} />
        )}
      </Suspense>
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
