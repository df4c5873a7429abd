import type { WorkoutLog } from '@common/schemas/workout-logs';
import type { WorkoutShareSummary } from '@common/schemas/workout-share';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { WorkoutPostCard } from './workout-post-card';

/** After saving: the workout as its post card will show it. */
export function ShareWorkoutStep({
  preview,
  onDone,
}: {
  log: WorkoutLog;
  preview: WorkoutShareSummary;
  onDone: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <WorkoutPostCard workout={preview} />
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
