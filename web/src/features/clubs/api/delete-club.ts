import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clubKeys } from './keys';

/** The keys read from one club (its page, members, requests, invitations, feed, events). */
const CLUB_SCOPED = new Set(['detail', 'members', 'requests', 'invitations', 'posts', 'events']);

/** DELETE /api/clubs/{id}: the owner deletes the club and everything in it. */
export function useDeleteClub(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/api/clubs/${id}`),
    // The lists lose the club; the club's own queries are not refetched (they would only answer 404
    // while its page is still on screen, before the member is taken to /clubs).
    onSuccess: () =>
      client.invalidateQueries({
        queryKey: clubKeys.all,
        predicate: ({ queryKey }) => !(CLUB_SCOPED.has(String(queryKey[1])) && queryKey[2] === id),
      }),
  });
}
