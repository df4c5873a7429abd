import { MODERATION_MESSAGES } from '@common/admin-texts';
import {
  createReportSchema,
  MODERATION_LIMITS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@common/schemas/moderation';
import { textRoom } from '@common/text-room';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useCreateReport } from '../api/create-report';

export interface ReportTarget {
  type: ReportTargetType;
  id: number;
}

const TITLES: Record<ReportTargetType, string> = {
  post: 'Report post',
  comment: 'Report comment',
  user: 'Report member',
  club: 'Report club',
  challenge: 'Report challenge',
};

/** The report form: a reason (required), optional details; the admins see it in their queue. */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && <ReportForm key={`${target.type}-${target.id}`} target={target} onDone={onClose} />}
    </Dialog>
  );
}

function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const baseId = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});
  const report = useCreateReport();
  const title = TITLES[target.type];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createReportSchema.safeParse({
      targetType: target.type,
      targetId: target.id,
      reason: reason || undefined,
      details: details.trim() || undefined,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'reason') next.reason = MODERATION_MESSAGES.reasonRequired;
        if (field === 'details') next.details = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    report.mutate(parsed.data, { onSuccess: onDone });
  };

  const reasonErrorId = `${baseId}-reason-error`;
  const detailsId = `${baseId}-details`;
  return (
    <DialogContent>
      <form aria-label={title} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Your report is private. An admin will look at it.</DialogDescription>
        </DialogHeader>
        <fieldset
          className="flex flex-col gap-1"
          aria-describedby={errors.reason ? reasonErrorId : undefined}
          aria-invalid={errors.reason ? true : undefined}
        >
          <legend className="mb-1 text-sm font-semibold">Why are you reporting this?</legend>
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={`${baseId}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4 accent-primary"
              />
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
          <FieldError id={reasonErrorId} message={errors.reason} />
        </fieldset>
        <FormField
          id={detailsId}
          label="Details (optional)"
          error={errors.details}
          room={textRoom(details, MODERATION_LIMITS.detailsMax)}
        >
          {(control) => <Textarea {...control} value={details} onChange={(event) => setDetails(event.target.value)} />}
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={report.isPending} aria-busy={report.isPending}>
            {report.isPending ? 'Sending...' : 'Submit report'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
