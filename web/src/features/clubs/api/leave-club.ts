import { partialMatchKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/**
 * DELETE /api/clubs/{id}/membership: leaves (or withdraws a request, or declines an invitation).
 * Everything of the clubs is read again but the club's requests and invitations: an admin who
 * left may no longer read them (403), and the page, until its club is read again, still shows
 * them the admin's lists.
 */
export function useLeaveClub(id: number) {
  const client = useQueryClient();
  // Each list's key is its prefix followed by its paging ({ limit }): matched as TanStack's own
  // `queryKey` filter matches, by prefix.
  const adminOnly = [clubKeys.requests(id), clubKeys.invitations(id)];
  return useMutation({
    mutationFn: () => api.delete<void>(`/api/clubs/${id}/membership`),
    onSuccess: () =>
      client.invalidateQueries({
        queryKey: clubKeys.all,
        predicate: (query) => !adminOnly.some((key) => partialMatchKey(query.queryKey, key)),
      }),
  });
}
