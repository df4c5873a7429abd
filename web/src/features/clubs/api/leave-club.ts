import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
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
  const adminOnly = [clubKeys.requests(id), clubKeys.invitations(id)].map((key) => hashKey(key));
  return useMutation({
    mutationFn: () => api.delete<void>(`/api/clubs/${id}/membership`),
    onSuccess: () =>
      client.invalidateQueries({
        queryKey: clubKeys.all,
        predicate: (query) => !adminOnly.includes(query.queryHash),
      }),
  });
}
