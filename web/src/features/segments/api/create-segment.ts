import type { CreateSegmentInput, SegmentDetail } from '@common/schemas/segments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ACTIVITY_QUERIES, segmentKeys } from './keys';

/** POST /api/segments: a segment from a stretch of the member's own activity. */
export function useCreateSegment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSegmentInput) => api.post<SegmentDetail>('/api/segments', input),
    onSuccess: (segment) => {
      client.setQueryData(segmentKeys.detail(segment.id), segment);
      // Past activities were matched: their pages list the new efforts.
      void client.invalidateQueries({ queryKey: ACTIVITY_QUERIES });
    },
  });
}
