import type { DeviceSession } from '@common/schemas/security';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useKeysetList } from '@/lib/use-keyset-list';
import { securityKeys } from './keys';

/** GET /api/account/sessions: the member's signed-in devices, newest sign-in first, in keyset pages. */
export function useDevices() {
  return useKeysetList<DeviceSession>(securityKeys.sessions, '/api/account/sessions');
}

export function useSignOutDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/account/sessions/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}

export function useSignOutOtherDevices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>('/api/account/sessions'),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}
