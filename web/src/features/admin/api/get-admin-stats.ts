import type { AdminStats } from '@common/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/stats: the live counts of the stat cards (D5). Fetched again each time the page opens. */
export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => api.get<AdminStats>('/api/admin/stats', { signal }),
    staleTime: 0,
  });
}
