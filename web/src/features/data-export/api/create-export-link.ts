import type { ExportLink } from '@common/schemas/data-export';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/users/{id}/export/link: counts against the hourly limit; 429 says how long to wait. */
export function useCreateExportLink(userId: number) {
  return useMutation({
    mutationFn: () => api.post<ExportLink>(`/api/users/${userId}/export/link`),
  });
}
