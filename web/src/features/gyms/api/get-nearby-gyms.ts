import { nearbyCursor } from '@common/gyms-limits';
import type { Gym } from '@common/schemas/gyms';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LatLng } from '../lib/geo';
import { gymKeys } from './query-keys';

export function getNearbyGyms(centre: LatLng, radius: number, limit: number, after?: string, signal?: AbortSignal) {
  const params = new URLSearchParams({
    lat: String(centre.lat),
    lng: String(centre.lng),
    radius: String(radius),
    limit: String(limit),
  });
  if (after) params.set('after', after);
  return api.get<Gym[]>(`/api/gyms/nearby?${params}`, { signal });
}

/**
 * Gyms within `radius` km of the centre, nearest first. Load More continues after the last gym
 * seen (`after=<distance>,<id>`), so a page never repeats or skips a gym.
 */
export function useNearbyGyms(centre: LatLng | null, radius: number, limit = 20) {
  const query = useInfiniteQuery({
    queryKey: gymKeys.nearby(centre?.lat ?? 0, centre?.lng ?? 0, radius, limit),
    enabled: centre !== null,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => getNearbyGyms(centre!, radius, limit, pageParam, signal),
    getNextPageParam: (last) => (last.length < limit ? undefined : nearbyCursor(last[last.length - 1])),
  });
  return { ...query, items: query.data?.pages.flat() ?? [] };
}
