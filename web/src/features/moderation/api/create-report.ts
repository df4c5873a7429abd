import { MODERATION_TOASTS } from '@common/admin-texts';
import type { CreateReportBody, ReportReceipt } from '@common/schemas/moderation';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';

/** POST /api/reports: a post, a comment or a member goes to the admins' queue. */
export function useCreateReport() {
  return useMutation({
    mutationFn: (body: CreateReportBody) => api.post<ReportReceipt>('/api/reports', body),
    onSuccess: () => {
      toast({
        title: MODERATION_TOASTS.reported,
        description: MODERATION_TOASTS.reportedDescription,
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorMessage(error, MODERATION_TOASTS.failed), variant: 'destructive' });
    },
  });
}
