import { REPORT_STATUSES, type ReportStatus } from '@common/schemas/moderation';
import { useId, useState } from 'react';
import { ConfirmDialog, type ConfirmRequest } from '@/components/confirm-dialog';
import { LoadMore } from '@/components/load-more';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useReports } from '../api/get-reports';
import { ReportCard } from './report-card';
import { ListStatus } from './table-region';

const STATUS_LABELS: Record<ReportStatus, string> = { open: 'Open', resolved: 'Resolved', dismissed: 'Dismissed' };
const STATUS_OPTIONS = REPORT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** The Reports tab: the queue of what members reported, open first; each report can be acted on once. */
export function ReportsTab() {
  const selectId = useId();
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useReports(status);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Label htmlFor={selectId}>Status</Label>
        <Select
          id={selectId}
          className="w-40"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => setStatus(event.target.value as ReportStatus)}
        />
      </div>
      <ListStatus
        pending={reports.isPending}
        error={reports.error}
        empty={reports.items.length === 0}
        emptyText={status === 'open' ? 'No open reports. All clear!' : `No ${status} reports.`}
      />
      {reports.items.length > 0 && (
        <ul aria-label={`${STATUS_LABELS[status]} reports`} className="flex flex-col gap-3">
          {reports.items.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} onAsk={setRequest} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={Boolean(reports.hasNextPage)}
        loading={reports.isFetchingNextPage}
        onLoadMore={() => void reports.fetchNextPage()}
      />
      <ConfirmDialog request={request} onClose={() => setRequest(null)} />
    </div>
  );
}
