import { ACTIVITY_TEXTS, ACTIVITY_MESSAGES as M } from '@common/activities-texts';
import { SPORT_LABELS, SPORTS, type Sport, type UploadedActivity } from '@common/schemas/activities';
import { CheckCircle2, CircleAlert, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useUpdateActivity } from '../api/activities';
import { formatActivityDate } from '../lib/format';

export interface QueuedUpload {
  key: string;
  file: File;
  progress: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  result?: UploadedActivity;
  error?: string;
  /** A refused file's own plausible start (dated before 1990 or in the future), ISO. */
  suggestedStartAt: string | null;
}

/** Asks the sport of an activity whose file did not say it. */
function SportQuestion({ activityId, onChosen }: { activityId: number; onChosen: (sport: Sport) => void }) {
  const id = useId();
  const update = useUpdateActivity(activityId);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{M.sportRequired}</Label>
      <Select
        id={id}
        placeholder="Choose…"
        options={SPORTS.map((s) => ({ value: s, label: SPORT_LABELS[s] }))}
        defaultValue=""
        disabled={update.isPending}
        onChange={(e) => {
          const sport = e.target.value as Sport;
          if (!sport) return;
          update.mutate(
            { sport },
            { onSuccess: () => onChosen(sport), onError: (err) => setError(errorMessage(err, 'Could not save')) },
          );
        }}
      />
      {error && <p className="text-sm text-destructive">{error}</p>}
    </div>
  );
}

/**
 * One file of the upload dialog: its progress, then the activity, or exactly why it was refused.
 * The sport is asked only when the server found none in the file (the upload's answer says).
 */
export function UploadQueueItem({ item, onUseDate }: { item: QueuedUpload; onUseDate: () => void }) {
  const [chosen, setChosen] = useState<Sport | null>(null);
  const activity = item.result?.activity;
  const sport = chosen ?? activity?.sport ?? null;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3" aria-label={item.file.name}>
      <div className="flex items-center gap-2">
        {item.state === 'done' ? (
          <CheckCircle2 className="size-4 shrink-0 text-primary" aria-hidden="true" />
        ) : item.state === 'failed' ? (
          <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
        ) : (
          <FileUp className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        )}
        <span className="min-w-0 flex-1 truncate font-medium">{item.file.name}</span>
        {activity && (
          <Link to={`/activities/${activity.id}`} className="text-sm font-semibold text-primary underline">
            View
          </Link>
        )}
      </div>
      {(item.state === 'sending' || item.state === 'waiting') && (
        <Progress value={item.progress} label={`Uploading ${item.file.name}`} />
      )}
      {item.state === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {item.error}
        </p>
      )}
      {item.state === 'failed' && item.suggestedStartAt && (
        <Button variant="outline" size="sm" className="self-start" onClick={onUseDate}>
          {ACTIVITY_TEXTS.offeredDateButton(formatActivityDate(item.suggestedStartAt))}
        </Button>
      )}
      {item.result?.duplicate && (
        <p className="text-sm text-muted-foreground">
          {item.result.sameTime ? M.sameTime(item.result.activity.title) : `${M.duplicate}: nothing new was added.`}
        </p>
      )}
      {activity && !item.result?.duplicate && (
        <p className="text-sm text-muted-foreground" role="status">
          Imported “{activity.title}”
          {item.result?.newRecords.length ? ` with ${item.result.newRecords.length} new personal record(s)` : ''}.
        </p>
      )}
      {activity && !sport && <SportQuestion activityId={activity.id} onChosen={setChosen} />}
    </li>
  );
}
