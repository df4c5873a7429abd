import { isPlaceQueryLongEnough, type Place } from '@common/schemas/places';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/places?q=: city suggestions from 2 typed characters (spec section 5, Place search). */
export function usePlaceSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['places', q.toLowerCase()],
    queryFn: ({ signal }) => api.get<Place[]>(`/api/places?q=${encodeURIComponent(q)}`, { signal }),
    enabled: isPlaceQueryLongEnough(q),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
