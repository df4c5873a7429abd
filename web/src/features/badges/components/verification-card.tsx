import { BADGES, CLAIM_BADGES, type ClaimBadge } from '@common/badges/catalog';
import { BADGE_TEXTS } from '@common/badges-texts';
import type { BadgeRequest } from '@common/schemas/badges';
import { BadgeCheck, Clock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { timeLabel } from '@/lib/time-label';
import { useMyBadgeRequests, useWithdrawBadgeRequest } from '../api/badge-requests';
import { useMemberBadges } from '../api/get-member-badges';
import { useBadgeDecisions } from '../api/use-badge-decisions';
import { RequestBadgeForm } from './request-badge-form';

/**
 * Edit Profile's "Verified badges" (DECISIONS D11): instead of the spec's "I am a fitness trainer"
 * checkbox, the member asks an admin to verify the claim, sees the request wait, and reads the
 * answer (a refusal's reason) here and in their notifications.
 */
export function VerificationCard({ userId }: { userId: number }) {
  const held = useMemberBadges(userId);
  const requests = useMyBadgeRequests();
  useBadgeDecisions();
  return (
    <section aria-labelledby="verification-title" className="flex flex-col gap-3">
      <h2 id="verification-title" className="text-lg font-semibold">
        {BADGE_TEXTS.verificationTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{BADGE_TEXTS.verificationHint}</p>
      {held.isPending || requests.isPending ? (
        <Spinner label="Loading your badges" />
      ) : (
        CLAIM_BADGES.map((badge) => (
          <ClaimStatus
            key={badge}
            badge={badge}
            held={held.data?.badges.some((b) => b.badge === badge) ?? false}
            latest={requests.data?.find((r) => r.badge === badge)}
          />
        ))
      )}
    </section>
  );
}

function ClaimStatus({ badge, held, latest }: { badge: ClaimBadge; held: boolean; latest?: BadgeRequest }) {
  const withdraw = useWithdrawBadgeRequest();
  const label = BADGES[badge].label;
  if (held) {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-primary-soft p-3 text-sm">
        <BadgeCheck className="size-4 text-primary-strong" aria-hidden="true" />
        <span>
          <span className="font-semibold">{label}</span> · {BADGE_TEXTS.granted}
        </span>
      </p>
    );
  }
  if (latest?.status === 'pending') {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted p-3 text-sm">
        <p className="flex items-center gap-2">
          <Clock className="size-4" aria-hidden="true" />
          <span>
            <span className="font-semibold">{label}</span> · {BADGE_TEXTS.pending} (asked {timeLabel(latest.createdAt)})
          </span>
        </p>
        <Button variant="outline" size="sm" disabled={withdraw.isPending} onClick={() => withdraw.mutate(latest.id)}>
          {BADGE_TEXTS.withdraw}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {latest?.status === 'refused' && (
        <p className="rounded-lg border border-border p-3 text-sm" role="status">
          <span className="font-semibold">{label}</span> · {BADGE_TEXTS.refused}
          {latest.decisionReason ? `: ${latest.decisionReason}` : '.'} You can ask again with more detail.
        </p>
      )}
      <RequestBadgeForm badge={badge} />
    </div>
  );
}
