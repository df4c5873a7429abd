import { REPORT_STATUSES, type ReportStatus } from '@common/schemas/moderation';
import { useReports } from '../api/get-reports';
import { ReportCard } from './report-card';
import { StatusQueue } from './status-queue';

const STATUS_LABELS: Record<ReportStatus, string> = { open: 'Open', resolved: 'Resolved', dismissed: 'Dismissed' };

/** The Reports tab: the queue of what members reported, open first; each report can be acted on once. */
export function ReportsTab() {
  return (
    <StatusQueue
      statuses={REPORT_STATUSES}
      labels={STATUS_LABELS}
      initial="open"
      useList={useReports}
      emptyText={(status) => (status === 'open' ? 'No open reports. All clear!' : `No ${status} reports.`)}
      listLabel={(status) => `${STATUS_LABELS[status]} reports`}
      renderItem={(report, ask) => <ReportCard report={report} onAsk={ask} />}
    />
  );
}
