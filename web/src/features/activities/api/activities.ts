import type {
  ActivityDetail,
  ActivityRecord,
  ActivitySummary,
  ActivityTotals,
  UpdateActivityInput,
} from '@common/schemas/activities';
import type { PrivacyChoice } from '@common/vocab';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { useKeysetList } from '@/lib/use-keyset-list';
import { activityKeys } from './keys';

/** The member's activities, latest first. */
export function useMyActivities() {
  return useKeysetList<ActivitySummary>(activityKeys.list, '/api/activities', { limit: 10 });
}

export function useActivity(id: number) {
  return useQuery({
    queryKey: activityKeys.detail(id),
    queryFn: ({ signal }) => api.get<ActivityDetail>(`/api/activities/${id}`, { signal }),
    retry: (count, error) => count < 2 && !isApiError(error, 404),
  });
}

export function useUpdateActivity(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateActivityInput) => api.patch<ActivitySummary>(`/api/activities/${id}`, changes),
    onSuccess: () => client.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

export function useDeleteActivity(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/api/activities/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

export function useShareActivity(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { caption?: string; audience?: PrivacyChoice }) =>
      api.post<{ postId: number }>(`/api/activities/${id}/share`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: activityKeys.detail(id) });
      void client.invalidateQueries({ queryKey: ['posts'] });
    },
  });
}

export function useActivityRecords() {
  return useQuery({
    queryKey: activityKeys.records,
    queryFn: () => api.get<ActivityRecord[]>('/api/activities/records'),
  });
}

export function useActivityTotals(period: 'week' | 'month', count: number) {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return useQuery({
    queryKey: [...activityKeys.totals(period), count],
    queryFn: () =>
      api.get<ActivityTotals[]>(`/api/activities/totals?period=${period}&count=${count}&tz=${encodeURIComponent(tz)}`),
  });
}
