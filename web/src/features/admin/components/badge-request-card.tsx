import { BADGE_REQUEST_STATUS_LABELS as STATUS_LABELS } from '@common/badges-texts';
import { BADGE_LIMITS, type BadgeRequest } from '@common/schemas/badges';
import { BadgeCheck, BadgeX, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { ConfirmRequest } from '@/components/confirm-dialog';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { timeLabel } from '@/lib/time-label';
import { useGrantBadgeRequest, useRefuseBadgeRequest } from '../api/decide-badge-request';

/** One verification request: who asks for what, their note and link, and Grant / Refuse while it waits. */
export function BadgeRequestCard({
  request,
  onAsk,
}: {
  request: BadgeRequest;
  onAsk: (confirm: ConfirmRequest) => void;
}) {
  const grant = useGrantBadgeRequest();
  const refuse = useRefuseBadgeRequest();
  const member = request.user;
  const who = member ? `@${member.username}` : 'a member';
  const askGrant = () =>
    onAsk({
      title: `Grant ${request.label} to ${who}?`,
      description: `${who}'s profile, posts and member cards will show the ${request.label} badge, and ${who} is notified.`,
      confirmLabel: 'Grant badge',
      onConfirm: () => grant.mutateAsync(request),
    });
  const askRefuse = () =>
    onAsk({
      title: `Refuse ${request.label} to ${who}?`,
      description: `${who} is notified and can ask again. A reason helps them send what you need.`,
      confirmLabel: 'Refuse',
      destructive: true,
      note: { label: 'Reason (optional, shown to the member)', max: BADGE_LIMITS.reasonMax },
      onConfirm: (reason) => refuse.mutateAsync({ request, reason }),
    });
  return (
    <Card className="p-4">
      <article aria-label={`${request.label} request by ${who}`} className="flex flex-col gap-3">
        <header className="flex flex-wrap items-center gap-3">
          {member && <Avatar src={member.profileImageUrl} name={member.name || member.username} decorative />}
          <div className="min-w-0 flex-1">
            {member ? (
              <Link to={`/profile/${encodeURIComponent(member.username)}`} className="font-semibold hover:underline">
                {member.name || member.username}
              </Link>
            ) : (
              <span className="font-semibold">Deleted account</span>
            )}
            <p className="text-xs text-muted-foreground">
              asks for <span className="font-medium text-foreground">{request.label}</span> ·{' '}
              <time dateTime={request.createdAt}>{timeLabel(request.createdAt)}</time>
            </p>
          </div>
          <Badge variant={request.status === 'pending' ? 'accent' : 'secondary'}>{STATUS_LABELS[request.status]}</Badge>
        </header>
        {request.note && (
          <blockquote className="rounded-lg border-l-4 border-border bg-muted px-3 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
            {request.note}
          </blockquote>
        )}
        {request.link && (
          <a
            href={request.link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="flex items-center gap-1 self-start text-sm font-medium text-primary [overflow-wrap:anywhere] hover:underline"
          >
            <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
            {request.link}
          </a>
        )}
        {request.status !== 'pending' && request.decidedAt && (
          <p className="text-sm text-muted-foreground">
            {STATUS_LABELS[request.status]} {request.decidedBy ? `by @${request.decidedBy} ` : ''}
            {timeLabel(request.decidedAt)}
            {request.decisionReason ? `: ${request.decisionReason}` : ''}
          </p>
        )}
        {request.status === 'pending' && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={askGrant} aria-label={`Grant ${request.label} to ${who}`}>
              <BadgeCheck aria-hidden="true" />
              Grant
            </Button>
            <Button variant="outline" size="sm" onClick={askRefuse} aria-label={`Refuse ${request.label} to ${who}`}>
              <BadgeX aria-hidden="true" />
              Refuse
            </Button>
          </div>
        )}
      </article>
    </Card>
  );
}
