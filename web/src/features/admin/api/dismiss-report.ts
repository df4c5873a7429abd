import { ADMIN_TOASTS } from '@common/admin-texts';
import { api } from '@/lib/api-client';
import { useAdminAction } from './use-admin-action';

/** POST /api/admin/reports/{id}/dismiss: nothing to act on; the report is closed. */
export const useDismissReport = () =>
  useAdminAction((reportId: number) => api.post(`/api/admin/reports/${reportId}/dismiss`), {
    success: () => ADMIN_TOASTS.reportDismissed,
  });
