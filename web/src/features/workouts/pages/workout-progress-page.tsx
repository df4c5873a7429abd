import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { PageSpinner } from '@/components/ui/spinner';
import { ActivityProgress } from '@/features/activities/components/activity-progress';
import { usePageTitle } from '@/lib/use-page-title';
import { useProgress, useRecords } from '../api/stats';
import { ProgressCharts } from '../components/progress-charts';
import { RecordsTable } from '../components/records-table';

const RANGES = [4, 12, 26, 52];

/** /workouts/progress: volume and workouts per week over time, and personal records. */
export function WorkoutProgressPage() {
  usePageTitle('Workout Progress');
  const [weeks, setWeeks] = useState(12);
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
        <Label htmlFor="progress-range">Show the last</Label>
        <Select
          id="progress-range"
          className="w-36"
          options={RANGES.map((n) => ({ value: String(n), label: `${n} weeks` }))}
          value={String(weeks)}
          onChange={(e) => setWeeks(Number(e.target.value))}
        />
      </div>
      {progress.data ? <ProgressCharts weeks={progress.data} /> : <PageSpinner label="Loading your progress" />}
      <section aria-labelledby="records-title" className="flex flex-col gap-3">
        <h2 id="records-title" className="text-lg font-semibold">
          Personal records
        </h2>
        {records.data ? <RecordsTable records={records.data} /> : <PageSpinner label="Loading your records" />}
      </section>
      <ActivityProgress />
    </div>
  );
}
