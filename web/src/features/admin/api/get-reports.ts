import type { AdminReport, ReportStatus } from '@common/schemas/moderation';
import { useKeysetList } from '@/lib/use-keyset-list';
import { adminKeys } from './keys';

/** GET /api/admin/reports?status=: the report queue, newest first. */
export const useReports = (status: ReportStatus) =>
  useKeysetList<AdminReport>(adminKeys.reports(status), '/api/admin/reports', { params: { status } });
