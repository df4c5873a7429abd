import type { MemberBadges } from '@common/schemas/badges';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { badgeKeys } from './keys';

/** GET /api/users/{id}/badges: claim badges, and earned ones when the member's privacy lets the viewer in. */
export function useMemberBadges(userId: number) {
  return useQuery({
    queryKey: badgeKeys.member(userId),
    queryFn: ({ signal }) => api.get<MemberBadges>(`/api/users/${userId}/badges`, { signal }),
  });
}
