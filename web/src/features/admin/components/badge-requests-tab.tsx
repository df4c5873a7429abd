import { BADGE_TEXTS, BADGE_REQUEST_STATUS_LABELS as STATUS_LABELS } from '@common/badges-texts';
import { BADGE_REQUEST_STATUSES } from '@common/schemas/badges';
import { useBadgeRequests } from '../api/get-badge-requests';
import { BadgeRequestCard } from './badge-request-card';
import { StatusQueue } from './status-queue';

/**
 * The Badge requests tab (DECISIONS D11): members' requests for claim badges, waiting first. Each
 * decision asks for confirmation and is audited; the member is notified of a grant or a refusal.
 */
export function BadgeRequestsTab() {
  return (
    <StatusQueue
      statuses={BADGE_REQUEST_STATUSES}
      labels={STATUS_LABELS}
      initial="pending"
      useList={useBadgeRequests}
      emptyText={(status) =>
        status === 'pending' ? BADGE_TEXTS.queueEmpty : `No ${STATUS_LABELS[status].toLowerCase()} requests.`
      }
      listLabel={(status) => `${STATUS_LABELS[status]} badge requests`}
      renderItem={(request, ask) => <BadgeRequestCard request={request} onAsk={ask} />}
    />
  );
}
