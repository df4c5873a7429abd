import { type AdminReport, MODERATION_LIMITS, REPORT_REASON_LABELS } from '@common/schemas/moderation';
import type { UserSummary } from '@common/schemas/user';
import { Ban, CircleX, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ConfirmRequest } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { timeLabel } from '@/lib/time-label';
import { useDismissReport } from '../api/dismiss-report';
import { useResolveReport } from '../api/resolve-report';
import { resolutionLabel } from '../lib/audit-sentence';

const TYPE_LABELS = { post: 'Post', comment: 'Comment', user: 'Member', club: 'Club', challenge: 'Challenge' } as const;

/** Who a report's target belongs to, by kind: a club's owner, a challenge's creator. */
const OWNER_LABELS = {
  post: 'Author',
  comment: 'Author',
  user: 'Member',
  club: 'Owner',
  challenge: 'Creator',
} as const;

/** Clubs and challenges are removed with everything in them (issue 34); posts and comments deleted. */
const isGroup = (type: AdminReport['targetType']) => type === 'club' || type === 'challenge';

/** Where the admin opens a reported club or challenge that still exists. */
function TargetLink({ report }: { report: AdminReport }) {
  if (!isGroup(report.targetType) || !report.targetExists) return null;
  const to = report.targetType === 'club' ? `/clubs/${report.targetId}` : `/challenges/${report.targetId}`;
  return (
    <Link to={to} className="tap-target text-sm font-semibold text-primary hover:underline">
      Open the {report.targetType}
    </Link>
  );
}

function MemberLink({ user }: { user: UserSummary }) {
  return (
    <Link to={`/profile/${encodeURIComponent(user.username)}`} className="tap-target font-semibold hover:underline">
      @{user.username}
    </Link>
  );
}

/** One report: what was reported and by whom, why, and the admin's actions while it is open. */
export function ReportCard({ report, onAsk }: { report: AdminReport; onAsk: (request: ConfirmRequest) => void }) {
  const resolve = useResolveReport();
  const dismiss = useDismissReport();
  const type = TYPE_LABELS[report.targetType];
  const author = report.targetUser;
  const isContent = report.targetType !== 'user';
  const open = report.status === 'open';
  const whose = author ? `@${author.username}` : 'a deleted member';

  const verb = isGroup(report.targetType) ? 'Remove' : 'Delete';
  const askDelete = () =>
    onAsk({
      title: `${verb} this ${report.targetType}?`,
      description: isGroup(report.targetType)
        ? `The ${report.targetType} of ${whose} is removed for everyone, with its ${report.targetType === 'club' ? 'conversation, events and challenges' : 'leaderboard'}, and the report is resolved. This action cannot be undone.`
        : `The ${report.targetType} by ${whose} is deleted and the report is resolved. This action cannot be undone.`,
      confirmLabel: `${verb} ${report.targetType}`,
      destructive: true,
      note: { label: 'Note (optional)', max: MODERATION_LIMITS.noteMax },
      onConfirm: (note) => resolve.mutateAsync({ reportId: report.id, body: { deleteContent: true, note } }),
    });
  const askSuspend = () =>
    onAsk({
      title: `Suspend ${whose}?`,
      description: `${whose} is signed out everywhere and cannot sign in until the suspension is lifted. The report is resolved.`,
      confirmLabel: 'Suspend',
      destructive: true,
      note: { label: 'Note (optional)', max: MODERATION_LIMITS.noteMax },
      onConfirm: (note) => resolve.mutateAsync({ reportId: report.id, body: { suspendUser: true, note } }),
    });

  return (
    <Card className="flex flex-col gap-3 p-4">
      <article aria-label={`Report of a ${report.targetType} by ${whose}`} className="flex flex-col gap-3">
        <header className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{type}</Badge>
          <Badge variant="destructive">{REPORT_REASON_LABELS[report.reason]}</Badge>
          <time dateTime={report.createdAt} className="text-xs text-muted-foreground">
            {timeLabel(report.createdAt)}
          </time>
          {!report.targetExists && <Badge variant="secondary">Already removed</Badge>}
        </header>
        {report.targetExcerpt && (
          <blockquote className="rounded-lg border-l-4 border-border bg-muted px-3 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
            {report.targetExcerpt}
          </blockquote>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{OWNER_LABELS[report.targetType]}</dt>
          <dd>{author ? <MemberLink user={author} /> : 'Deleted account'}</dd>
          <dt className="text-muted-foreground">Reported by</dt>
          <dd>
            <MemberLink user={report.reporter} />
          </dd>
          {report.details && (
            <>
              <dt className="text-muted-foreground">Details</dt>
              <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{report.details}</dd>
            </>
          )}
          {!open && (
            <>
              <dt className="text-muted-foreground">Outcome</dt>
              <dd>
                {report.status === 'dismissed' ? 'Dismissed' : 'Resolved'}
                {report.resolution ? `: ${resolutionLabel(report.resolution)}` : ''}
              </dd>
            </>
          )}
        </dl>
        <TargetLink report={report} />
        {open && (
          <div className="flex flex-wrap gap-2">
            {isContent && report.targetExists && (
              <Button variant="destructive" size="sm" onClick={askDelete}>
                <Trash2 aria-hidden="true" />
                {verb} {report.targetType}
              </Button>
            )}
            {author && (
              <Button variant="outline" size="sm" onClick={askSuspend}>
                <Ban aria-hidden="true" />
                {isContent ? 'Suspend author' : 'Suspend member'}
              </Button>
            )}
            <Button variant="ghost" size="sm" disabled={dismiss.isPending} onClick={() => dismiss.mutate(report.id)}>
              <CircleX aria-hidden="true" />
              Dismiss
            </Button>
          </div>
        )}
      </article>
    </Card>
  );
}
