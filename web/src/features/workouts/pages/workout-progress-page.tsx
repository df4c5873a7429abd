import { WORKOUT_TEXTS } from '@common/workouts-texts';
import { ArrowLeft, LineChart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { PageSpinner } from '@/components/ui/spinner';
import { ActivityProgress } from '@/features/activities';
import { TrainingLoadSection } from '@/features/training';
import { usePageTitle } from '@/lib/use-page-title';
import { useProgress, useRecords } from '../api/stats';
import { ProgressCharts } from '../components/progress-charts';
import { RecordsTable } from '../components/records-table';

/** The chart's ranges: weeks ending this week, or every week since the first workout. */
const RANGES: { value: string; label: string }[] = [
  ...[4, 12, 26, 52].map((n) => ({ value: String(n), label: `Last ${n} weeks` })),
  { value: 'all', label: 'All time' },
];
const rangeOf = (value: string): number | 'all' => (value === 'all' ? 'all' : Number(value));

/** /workouts/progress: volume and workouts per week over time, and personal records. */
export function WorkoutProgressPage() {
  usePageTitle('Workout Progress');
  const [weeks, setWeeks] = useState<number | 'all'>(12);
  const progress = useProgress(weeks);
  const records = useRecords();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <div>
        <Link to="/workouts" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" />
          Workout Plans
        </Link>
      </div>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Workout Progress</h1>
      <div className="flex items-center gap-2">
        <Label htmlFor="progress-range">Show</Label>
        <Select
          id="progress-range"
          className="w-auto"
          options={RANGES}
          value={String(weeks)}
          onChange={(e) => setWeeks(rangeOf(e.target.value))}
        />
      </div>
      {progress.isError ? (
        <EmptyState
          icon={LineChart}
          title="Your progress could not be loaded"
          action={
            <Button variant="outline" onClick={() => progress.refetch()}>
              Try again
            </Button>
          }
        />
      ) : !progress.data ? (
        <PageSpinner label="Loading your progress" />
      ) : progress.data.some((w) => w.workouts > 0) ? (
        <ProgressCharts weeks={progress.data} />
      ) : (
        // Charts of nothing but zeros would only look like data: invite the first workout instead.
        <EmptyState
          icon={LineChart}
          title={WORKOUT_TEXTS.noWorkoutsYet}
          description={WORKOUT_TEXTS.noWorkoutsYetHint}
          action={
            <Link to="/workouts" className={buttonVariants()}>
              {WORKOUT_TEXTS.firstWorkout}
            </Link>
          }
          className="rounded-xl border border-border bg-card"
        />
      )}
      <section aria-labelledby="records-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="records-title" className="text-lg font-semibold">
            Personal records
          </h2>
          <Link to="/exercises" className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'min-h-11' })}>
            All exercises
          </Link>
        </div>
        {records.data ? <RecordsTable records={records.data} /> : <PageSpinner label="Loading your records" />}
      </section>
      <TrainingLoadSection />
      <ActivityProgress />
    </div>
  );
}
