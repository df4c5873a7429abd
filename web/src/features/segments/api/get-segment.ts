import { idSchema } from '@common/schemas/id';
import type { SegmentDetail } from '@common/schemas/segments';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { segmentKeys } from './keys';

/** GET /api/segments/{id}: the segment, its path and profile, the member's efforts and best. */
export function useSegment(id: number) {
  return useQuery({
    queryKey: segmentKeys.detail(id),
    queryFn: ({ signal }) => api.get<SegmentDetail>(`/api/segments/${id}`, { signal }),
    // /…/abc names no segment: nothing to ask. An answered 4xx stays what it is on a retry.
    enabled: idSchema().safeParse(id).success,
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status < 500),
  });
}
