import type { ImportResult } from '@common/schemas/history-import';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, plural } from '../lib/format';

export function ImportDone({ result, onAnother }: { result: ImportResult; onAnother: () => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CheckCircle2 className="size-5 text-primary" aria-hidden="true" />
          Import finished
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p role="status">
          Imported {plural(result.workoutsImported, 'workout')} ({plural(result.setsImported, 'set')})
          {result.dateRange && ` from ${formatDate(result.dateRange.from)} to ${formatDate(result.dateRange.to)}`}.
          {result.workoutsSkipped > 0 &&
            ` Skipped ${plural(result.workoutsSkipped, 'workout')} already in your history.`}
          {result.keptChoices > 0 &&
            ` Kept your own for ${plural(result.keptChoices, 'workout')}: the next import of the same sets will not ask again.`}
          {result.exercisesCreated > 0 && ` Created ${plural(result.exercisesCreated, 'exercise')} of your own.`}
        </p>
        <p className="text-sm text-muted-foreground">Past workouts are not posted or announced to your followers.</p>
        <div className="flex flex-wrap gap-2">
          <Link to="/workouts?tab=history" className={buttonVariants({ className: 'min-h-11' })}>
            See your history
          </Link>
          <Link to="/workouts/progress" className={buttonVariants({ variant: 'outline', className: 'min-h-11' })}>
            See your progress
          </Link>
          <Button variant="ghost" className="min-h-11" onClick={onAnother}>
            Import another file
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
