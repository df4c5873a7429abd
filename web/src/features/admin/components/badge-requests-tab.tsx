import { BADGE_TEXTS } from '@common/badges-texts';
import { BADGE_REQUEST_STATUSES, type BadgeRequestStatus } from '@common/schemas/badges';
import { useId, useState } from 'react';
import { ConfirmDialog, type ConfirmRequest } from '@/components/confirm-dialog';
import { LoadMore } from '@/components/load-more';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useBadgeRequests } from '../api/get-badge-requests';
import { BadgeRequestCard } from './badge-request-card';
import { ListStatus } from './table-region';

const STATUS_LABELS: Record<BadgeRequestStatus, string> = {
  pending: 'Waiting',
  granted: 'Granted',
  refused: 'Refused',
  withdrawn: 'Withdrawn',
};
const STATUS_OPTIONS = BADGE_REQUEST_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/**
 * The Badge requests tab (DECISIONS D11): members' requests for claim badges, waiting first. Each
 * decision asks for confirmation and is audited; the member is notified of a grant or a refusal.
 */
export function BadgeRequestsTab() {
  const selectId = useId();
  const [status, setStatus] = useState<BadgeRequestStatus>('pending');
  const requests = useBadgeRequests(status);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Label htmlFor={selectId}>Status</Label>
        <Select
          id={selectId}
          className="w-40"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => setStatus(event.target.value as BadgeRequestStatus)}
        />
      </div>
      <ListStatus
        pending={requests.isPending}
        error={requests.error}
        empty={requests.items.length === 0}
        emptyText={
          status === 'pending' ? BADGE_TEXTS.queueEmpty : `No ${STATUS_LABELS[status].toLowerCase()} requests.`
        }
      />
      {requests.items.length > 0 && (
        <ul aria-label={`${STATUS_LABELS[status]} badge requests`} className="flex flex-col gap-3">
          {requests.items.map((request) => (
            <li key={request.id}>
              <BadgeRequestCard request={request} onAsk={setConfirm} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={Boolean(requests.hasNextPage)}
        loading={requests.isFetchingNextPage}
        onLoadMore={() => void requests.fetchNextPage()}
      />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
