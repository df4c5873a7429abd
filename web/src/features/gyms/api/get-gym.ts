import type { GymDetail } from '@common/schemas/gyms';
import type { UserSummary } from '@common/schemas/user';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useKeysetList } from '@/lib/use-keyset-list';
import { gymKeys } from './query-keys';

export const getGym = (id: number) => api.get<GymDetail>(`/api/gyms/${id}`);

/** GET /api/gyms/{id}: the gym, with who calls it home. */
export function useGym(id: number) {
  return useQuery({ queryKey: gymKeys.detail(id), queryFn: () => getGym(id), enabled: Number.isInteger(id) && id > 0 });
}

/** GET /api/gyms/{id}/members: members of the gym whose profile the viewer may see, newest first. */
export function useGymMembers(id: number, limit = 12) {
  return useKeysetList<UserSummary>(gymKeys.members(id), `/api/gyms/${id}/members`, { limit });
}
