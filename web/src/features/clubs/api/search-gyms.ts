import type { Gym } from '@common/schemas/gyms';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/gyms?q=: gyms to choose a club's home gym or an event's place from (the first 8). */
export function useGymChoices(q: string) {
  return useQuery({
    queryKey: ['clubs', 'gym-choices', q],
    queryFn: ({ signal }) => api.get<Gym[]>(`/api/gyms?${new URLSearchParams({ q, limit: '8' })}`, { signal }),
    enabled: q.trim().length >= 2,
  });
}
