import { ADMIN_TOASTS } from '@common/admin-texts';
import type { ResolveReportBody } from '@common/schemas/moderation';
import { api } from '@/lib/api-client';
import { useAdminAction } from './use-admin-action';

interface Vars {
  reportId: number;
  body: ResolveReportBody;
}

/** POST /api/admin/reports/{id}/resolve: delete the content and/or suspend its author, closing the report. */
export const useResolveReport = () =>
  useAdminAction(({ reportId, body }: Vars) => api.post(`/api/admin/reports/${reportId}/resolve`, body), {
    success: () => ADMIN_TOASTS.reportResolved,
    refreshes: () => ['posts'],
  });
