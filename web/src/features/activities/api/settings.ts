import type { ApiToken, CreatedApiToken, CreateZoneInput, PrivacyZone } from '@common/schemas/activities';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { activityKeys } from './keys';

export function usePrivacyZones() {
  return useQuery({ queryKey: activityKeys.zones, queryFn: () => api.get<PrivacyZone[]>('/api/privacy-zones') });
}

export function useAddZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (zone: CreateZoneInput) => api.post<PrivacyZone>('/api/privacy-zones', zone),
    onSuccess: () => client.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

export function useDeleteZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/privacy-zones/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

export function useApiTokens() {
  return useQuery({ queryKey: activityKeys.tokens, queryFn: () => api.get<ApiToken[]>('/api/api-tokens') });
}

export function useCreateToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<CreatedApiToken>('/api/api-tokens', { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: activityKeys.tokens }),
  });
}

export function useRevokeToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/api-tokens/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: activityKeys.tokens }),
  });
}
