import type { MapConfig } from '@common/schemas/gyms';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getMapConfig = () => api.get<MapConfig>('/api/config/map');

/**
 * The tile source from server configuration (every map uses it); it rarely changes, so it is
 * kept for the session.
 */
export function useMapConfig() {
  return useQuery({ queryKey: ['map-config'], queryFn: getMapConfig, staleTime: Number.POSITIVE_INFINITY });
}
