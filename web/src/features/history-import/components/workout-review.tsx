import { REVIEW_TEXTS } from '@common/history-import-texts';
import type { ImportPreview, WorkoutReview as Review, WorkoutDecision } from '@common/schemas/history-import';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Decisions } from '../lib/choices';
import { formatDate, plural } from '../lib/format';

const OPTIONS: [WorkoutDecision, string][] = [
  ['keep', REVIEW_TEXTS.keep],
  ['add', REVIEW_TEXTS.add],
];

function ReviewRow({
  review,
  decision,
  onChange,
}: {
  review: Review;
  decision: WorkoutDecision | undefined;
  onChange: (decision: WorkoutDecision) => void;
}) {
  return (
    <li className="border-b border-border py-3 last:border-b-0">
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium [overflow-wrap:anywhere]">
          {review.title} · {formatDate(review.date)}
        </legend>
        <p className="text-sm text-muted-foreground">
          {review.status === 'changed' ? REVIEW_TEXTS.changed : REVIEW_TEXTS.similar}
          {review.yours.title !== review.title ? ` Yours: “${review.yours.title}”.` : ''}
        </p>
        <ul className="list-disc pl-5 text-sm">
          {review.differences.map((d) => (
            <li key={d} className="[overflow-wrap:anywhere]">
              {d}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {OPTIONS.map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`workout-${review.key}`}
                value={value}
                checked={decision === value}
                onChange={() => onChange(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}

/**
 * The file's workouts like one in the member's history but with other sets: changed since they
 * were imported, or similar to one logged that day. The member keeps theirs or adds the file's;
 * nothing is chosen for them, and Import waits for every answer.
 */
export function WorkoutReviewList({
  preview,
  decisions,
  onChange,
}: {
  preview: ImportPreview;
  decisions: Decisions;
  onChange: (key: string, decision: WorkoutDecision) => void;
}) {
  if (preview.toReview.length === 0) return null;
  return (
    <Card role="region" aria-label="Workouts to check">
      <CardHeader>
        <CardTitle>Workouts to check</CardTitle>
        <CardDescription>
          {plural(preview.toReview.length, 'workout is', 'workouts are')} like one in your history, with other sets.
          Choose for each: nothing is chosen for you. {REVIEW_TEXTS.keepRemembered}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul>
          {preview.toReview.map((review) => (
            <ReviewRow
              key={review.key}
              review={review}
              decision={decisions[review.key]}
              onChange={(decision) => onChange(review.key, decision)}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
