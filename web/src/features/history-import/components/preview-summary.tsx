import { REVIEW_TEXTS } from '@common/history-import-texts';
import type { ImportPreview } from '@common/schemas/history-import';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, plural } from '../lib/format';

/** What the file holds, in numbers the member can check against their app. */
export function PreviewSummary({ preview }: { preview: ImportPreview }) {
  const facts: [string, string][] = [
    ['Workouts', preview.workouts.toLocaleString('en-US')],
    ['Sets', preview.sets.toLocaleString('en-US')],
    ['Warm-up sets', `${preview.warmupSets.toLocaleString('en-US')} (kept and marked; not counted for records)`],
    [
      'Dates',
      preview.dateRange ? `${formatDate(preview.dateRange.from)} to ${formatDate(preview.dateRange.to)}` : 'None',
    ],
  ];
  const skipped = [
    preview.skipped.notDone
      ? `${plural(preview.skipped.notDone, 'set', 'sets')} never done (no reps, time or distance)`
      : '',
    preview.skipped.restTimers ? plural(preview.skipped.restTimers, 'rest timer row') : '',
  ].filter(Boolean);
  return (
    <Card role="region" aria-label="What the file holds">
      <CardHeader>
        <CardTitle>{preview.format}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
        {(preview.alreadyImported > 0 ||
          preview.alreadyInLog > 0 ||
          preview.keptBefore > 0 ||
          preview.toReview.length > 0) && (
          <p className="rounded-lg bg-muted px-3 py-2 text-sm">
            {[
              preview.alreadyImported > 0 &&
                `${plural(preview.alreadyImported, 'workout was', 'workouts were')} imported before and will be skipped`,
              preview.alreadyInLog > 0 &&
                `${plural(preview.alreadyInLog, 'workout is', 'workouts are')} already in your history (same day, exercises and sets) and will be skipped`,
              preview.keptBefore > 0 && REVIEW_TEXTS.keptBefore(preview.keptBefore),
              preview.toReview.length > 0 &&
                `${plural(preview.toReview.length, 'workout needs', 'workouts need')} your decision`,
              `${plural(preview.newWorkouts, 'new workout')} will be added`,
            ]
              .filter(Boolean)
              .join('; ')}
            .
          </p>
        )}
        {skipped.length > 0 && <p className="text-sm text-muted-foreground">Left out: {skipped.join(', ')}.</p>}
        {preview.notes.map((note) => (
          <p key={note} className="text-sm text-muted-foreground">
            {note}
          </p>
        ))}
      </CardContent>
    </Card>
  );
}
