import { LineChart } from 'lucide-react';
import { Suspense } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useUnits } from '@/features/auth';
import { lazyNamed } from '@/lib/lazy-named';
import { useExerciseProgress } from '../api/get-exercise-progress';
import { chartTitle, formatMetric, pointDate, summaryText } from '../lib/progress';

// recharts is a large module: the page's first bundle does without it.
const ExerciseProgressChart = lazyNamed(() => import('./exercise-progress-chart'), 'ExerciseProgressChart');

/** The progress chart of the exercise, all time, with its figures in words and in a table. */
export function ExerciseProgressSection({ exerciseId }: { exerciseId: number }) {
  const units = useUnits();
  const progress = useExerciseProgress(exerciseId);
  const data = progress.data;
  return (
    <section aria-labelledby="exercise-progress-title">
      <Card>
        <CardHeader>
          <CardTitle id="exercise-progress-title">Progress</CardTitle>
        </CardHeader>
        <CardContent>
          {progress.isError ? (
            <p className="text-sm text-destructive">The chart could not be loaded.</p>
          ) : !data ? (
            <Spinner label="Loading the chart" />
          ) : data.points.length === 0 ? (
            <EmptyState icon={LineChart} title="Nothing to chart yet" description="Warm-up sets do not count." />
          ) : (
            <figure className="flex flex-col gap-2">
              <figcaption className="flex flex-col gap-0.5">
                <span className="font-semibold">
                  {chartTitle(data.metric, units)}, all time{data.lowerIsBetter ? ' (lower is better)' : ''}
                </span>
                <span className="text-sm text-muted-foreground">{summaryText(data, units)}</span>
              </figcaption>
              <Suspense fallback={<Skeleton className="h-56 w-full sm:h-64" />}>
                <ExerciseProgressChart progress={data} />
              </Suspense>
              {/* The box is hidden, not the table: a table is as wide as its words whatever its
                  width says, and its longer header made the page scroll sideways at 360 px. */}
              <div className="sr-only">
                <table>
                  <caption>{chartTitle(data.metric, units)} per session</caption>
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">{chartTitle(data.metric, units)}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.points.map((p) => (
                      <tr key={p.logId}>
                        <td>{pointDate(p.date)}</td>
                        <td>{formatMetric(data.metric, p.value, units)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </figure>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
